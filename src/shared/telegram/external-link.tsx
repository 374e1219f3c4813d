import type { MouseEvent, ReactNode } from 'react';
import { loadTelegramBridge } from './telegram';

const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/**
 * A link to another site. Inside Telegram a tap opens it through Telegram (`web_app_open_link`), as
 * Telegram asks of a Mini App; elsewhere it is a plain link to a new tab.
 */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    const bridge = loadTelegramBridge();
    if (!bridge || opensElsewhere(event)) return;
    event.preventDefault();
    // Should the bridge's code fail to load, the tab the link would have opened.
    bridge.then((telegram) => telegram.openLink(href)).catch(() => window.open(href, '_blank', 'noopener,noreferrer'));
  };
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={open}>
      {children}
    </a>
  );
}
