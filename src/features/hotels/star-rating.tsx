import { countLabel } from '@/shared/text/plural';

const MAX_STARS = 5;

/** "1 звезда", "4 звезды", "5 звёзд". */
export const starsLabel = (count: number) => countLabel(count, { one: 'звезда', few: 'звезды', many: 'звёзд' });

/**
 * Filled stars to read at a glance; screen readers hear "4 звезды" instead of four symbols. One
 * element per rating (a named image of plain text), as a list may draw dozens of them at once.
 */
export function StarRating({ count, className }: { count: number; className?: string }) {
  const filled = Math.max(0, Math.min(MAX_STARS, Math.round(count)));
  return (
    <span role="img" aria-label={starsLabel(count)} className={className}>
      {'★'.repeat(filled)}
    </span>
  );
}
