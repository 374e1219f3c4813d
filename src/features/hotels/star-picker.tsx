import { useId } from 'react';
import { FieldErrorText, fieldControlAria, fieldLabelClass } from '@/shared/ui/field';
import { StarIcon } from '@/shared/ui/later-icons';
import { useFocusOnError, type FieldError } from '@/shared/ui/use-field-error';
import { starsLabel } from './star-rating';
import styles from './star-picker.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

type StarPickerProps = {
  label: string;
  /** The chosen count, or null when none is (a new hotel, or a count out of range). */
  value: number | null;
  onChange: (stars: number) => void;
  required?: boolean;
  error?: FieldError | undefined;
};

/**
 * Five stars as a radio group: Tab reaches it once, the arrows move and choose, each star is read as
 * «3 звезды»; the native radios do all of it. The stars up to the chosen one (or the hovered one) are lit.
 */
export function StarPicker({ label, value, onChange, required = false, error }: StarPickerProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const starId = (stars: number) => `${id}-${stars}`;
  // A refusal focuses the chosen star, or the first when none is chosen: where the arrows start.
  useFocusOnError(error, starId(value ?? 1));

  return (
    <div className="field">
      <span className={fieldLabelClass(required)} id={labelId}>
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className={styles.stars}
        {...fieldControlAria({ errorId: error ? errorId : undefined, required })}
      >
        {STARS.map((stars) => (
          <label key={stars} className={`${styles.star} ${value !== null && stars <= value ? styles.lit : ''}`}>
            <input
              id={starId(stars)}
              type="radio"
              name={id}
              value={stars}
              className={styles.input}
              aria-label={starsLabel(stars)}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            {/* Drawn, not a ★ character: no font's fallback glyph to look up on the form's first layout. */}
            <span className={styles.glyph} aria-hidden="true">
              <StarIcon size={32} strokeWidth={1.5} />
            </span>
          </label>
        ))}
        {/* The count in words for a glance; readers hear the checked star's own name instead. */}
        <span className={styles.count} aria-hidden="true">
          {value === null ? 'Не выбрано' : starsLabel(value)}
        </span>
      </div>
      {error ? <FieldErrorText id={errorId} error={error} /> : null}
    </div>
  );
}
