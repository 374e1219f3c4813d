import styles from './status-chip.module.css';

type StatusChipProps = {
  /** The status as text, as the product writes it and screen readers say it: «(неактивен)». */
  text: string;
  /** What the pill shows, the words without the text's punctuation: «неактивен». */
  shown: string;
  /** Names the chip from elsewhere (`aria-labelledby`). */
  id?: string;
};

/**
 * A status in a pill. The product's mark is «(неактивен)», brackets included: that exact text is
 * the chip's content, so it is what the row's link is named and what is read out; the pill draws
 * `shown` in its place, since brackets inside a pill only repeat its outline (docs/design.md).
 */
export function StatusChip({ text, shown, id }: StatusChipProps) {
  return (
    <span id={id} className={styles.chip} data-shown={shown}>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
