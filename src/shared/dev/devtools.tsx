import { ReactQueryDevtools } from '@tanstack/react-query-devtools';
import { TanStackRouterDevtools } from '@tanstack/react-router-devtools';

/**
 * Development only, loaded lazily from the root route. Both toggles sit in the page's flow below the
 * sticky footer: fixed in a corner, they would cover the footer's actions or the header's links on a phone.
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
