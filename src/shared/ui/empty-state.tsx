import type { ReactNode } from 'react';

/**
 * What a list says when it has nothing («Нет новостей.», docs/product.md, Forms), with at most one
 * way on: «+ Добавить …». The look is the global `.empty`, which the other «nothing here» lines share.
 */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  if (!action) return <p className="empty">{text}</p>;
  return (
    <div className="empty">
      <p>{text}</p>
      {action}
    </div>
  );
}
