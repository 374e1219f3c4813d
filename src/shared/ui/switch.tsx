import { useId, type Ref } from 'react';
import { FieldErrorText } from './field';
import { useFocusOnError, type FieldError } from './use-field-error';
import styles from './switch.module.css';

type SwitchProps = {
  /** The visible text in each state («Активен» / «Неактивен»), so a glance tells the state, not just the colour. */
  stateText: { on: string; off: string };
  /** Whose state it is («Lara Sun Palace»), where a list of switches must be told apart: named after the words shown. */
  about?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Where a row has no room for the text: the tooltip shows it instead. */
  hideText?: boolean;
  /** A save of this switch is running. */
  busy?: boolean;
  /** Why the value was refused, shown after the switch (under it in a column) and linked to it. */
  error?: FieldError | undefined;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A checkbox drawn as a switch (`role="switch"`): Space toggles it and every reader knows it. The
 * text beside it follows its state, and so does the name, which starts with it (what is seen is what
 * a voice command or a reader says, WCAG 2.5.3), then says whose state it is; readers hear it in the
 * name, so the text itself is hidden from them.
 */
export function Switch({ stateText, about, checked, onChange, hideText = false, busy = false, error, className, ref }: SwitchProps) {
  const id = useId();
  const errorId = `${id}-error`;
  useFocusOnError(error, id);
  const stateNow = checked ? stateText.on : stateText.off;
  const control = (
    <label className={`${styles.switch} ${className ?? ''}`} title={hideText ? stateNow : undefined}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        role="switch"
        className={styles.input}
        aria-label={about ? `${stateNow} ${about}` : stateNow}
        aria-busy={busy || undefined}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? errorId : undefined}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.track} aria-hidden="true" />
      {hideText ? null : (
        <span aria-hidden="true">
          {stateNow}
        </span>
      )}
    </label>
  );
  // Side by side, not wrapped: the switch keeps its element (and the focus) as the error comes and goes.
  return (
    <>
      {control}
      {error ? <FieldErrorText id={errorId} error={error} /> : null}
    </>
  );
}
