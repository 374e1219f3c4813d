import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';

type IconAnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'aria-label' | 'children'> & {
  /** The Russian accessible name, also shown as the tooltip. */
  label: string;
  icon: ReactNode;
};

/** An icon button's look on a link: a place the admin goes to, with an address to open elsewhere. */
const IconAnchor = forwardRef<HTMLAnchorElement, IconAnchorProps>(function IconAnchor({ label, icon, className, ...props }, ref) {
  return (
    <a ref={ref} aria-label={label} title={label} className={['icon-button', className ?? ''].join(' ').trim()} {...props}>
      {icon}
    </a>
  );
});

/** `<IconLink to search label icon />`: the router's `<Link>` drawn as an icon button. */
export const IconLink = createLink(IconAnchor);
