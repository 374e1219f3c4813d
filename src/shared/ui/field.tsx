import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { useFocusOnError, type FieldError } from './use-field-error';
import styles from './field.module.css';

type ControlProps = { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: 'true' };

type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  /**
   * Why the value was refused, shown under the control and linked to it. A new error (a new
   * object, one per failed check) moves the focus to the control.
   */
  error?: FieldError;
  /** One form control; it receives the id the label points at. */
  children: ReactElement<ControlProps>;
};

export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // The refusal first: it is what the admin has to act on.
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  useFocusOnError(error, id);

  return (
    <div className={`field ${styles.field}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, {
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      })}
      {error ? <FieldErrorText id={errorId} error={error} /> : null}
      {hint ? (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}

/** The message of a refused value, for a control outside `<Field>` (a checkbox) to point at. */
export function FieldErrorText({ id, error }: { id: string; error: FieldError }) {
  return (
    <span className={`field__error ${styles.error}`} id={id}>
      {error.message}
    </span>
  );
}
