const MAX_STARS = 5;
const pluralRules = new Intl.PluralRules('ru');
const starWords: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'звезда', few: 'звезды', many: 'звёзд' };

export const starsLabel = (count: number) => `${count} ${starWords[pluralRules.select(count)] ?? 'звезды'}`;

/** Filled stars to read at a glance; screen readers hear "4 звезды" instead of four symbols. */
export function StarRating({ count, className }: { count: number; className?: string }) {
  const filled = Math.max(0, Math.min(MAX_STARS, Math.round(count)));
  return (
    <span className={className}>
      <span aria-hidden="true">{'★'.repeat(filled)}</span>
      <span className="visually-hidden">{starsLabel(count)}</span>
    </span>
  );
}
