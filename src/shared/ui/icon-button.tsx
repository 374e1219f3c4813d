import type { ButtonHTMLAttributes, ReactNode } from 'react';

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  /** The Russian accessible name, also shown as the tooltip. */
  label: string;
  icon: ReactNode;
  tone?: 'default' | 'danger';
};

export function IconButton({ label, icon, tone = 'default', className, ...props }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={['icon-button', tone === 'danger' ? 'icon-button--danger' : '', className ?? ''].join(' ').trim()}
      {...props}
    >
      {icon}
    </button>
  );
}
