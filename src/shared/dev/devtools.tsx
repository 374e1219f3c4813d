import { ReactQueryDevtools } from '@tanstack/react-query-devtools';
import { TanStackRouterDevtools } from '@tanstack/react-router-devtools';

/**
 * Development only: loaded lazily from the root route, never part of a production build. Both
 * toggles sit in the page's flow after the app shell, below its sticky footer, rather than fixed
 * in a corner: there they would cover the footer's actions or the header's links on a phone.
 * Their panels still open over the page.
 */
export default function Devtools() {
  return (
    <div style={{ display: 'flex', gap: 8, justifyContent: 'center', padding: 8 }}>
      <ReactQueryDevtools buttonPosition="relative" />
      <TanStackRouterDevtools
        containerElement="div"
        toggleButtonProps={{ style: { position: 'relative', inset: 'auto', margin: 0 } }}
      />
    </div>
  );
}
