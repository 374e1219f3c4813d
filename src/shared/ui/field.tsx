import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { useFocusOnError, type FieldError } from './use-field-error';
import styles from './field.module.css';

type ControlProps = { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: 'true'; 'aria-required'?: 'true' };

type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  /**
   * Marked by an asterisk beside the label and told to assistive technology by `aria-required`; not
   * the `required` attribute, whose browser bubbles would speak over the form's own messages.
   */
  required?: boolean;
  /**
   * Why the value was refused, shown under the control and linked to it. A new error (a new
   * object, one per failed check) moves the focus to the control, unless another field has it.
   */
  error?: FieldError | undefined;
  /** One form control; it receives the id the label points at. */
  children: ReactElement<ControlProps>;
};

export function Field({ label, hint, required = false, error, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  useFocusOnError(error, id);

  return (
    <div className={`field ${styles.field}`}>
      <label className={fieldLabelClass(required)} htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, {
        id,
        ...fieldControlAria({ hintId: hint ? hintId : undefined, errorId: error ? errorId : undefined, required }),
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

/**
 * A field label's classes: a required one draws an asterisk after it, from CSS with an empty
 * alternative text, so the accessible name stays the label (readers hear `aria-required` instead).
 */
export const fieldLabelClass = (required: boolean) => (required ? `field__label ${styles.required}` : 'field__label');

/** What a field's control says of itself: required, refused, and which texts describe it (the refusal first). */
export function fieldControlAria({ hintId, errorId, required }: { hintId?: string | undefined; errorId?: string | undefined; required: boolean }) {
  const describedBy = [errorId, hintId].filter(Boolean).join(' ');
  return {
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(errorId ? { 'aria-invalid': 'true' as const } : {}),
    ...(required ? { 'aria-required': 'true' as const } : {}),
  };
}

/** The message of a refused value, for a control outside `<Field>` (a switch, a star picker) to point at. */
export function FieldErrorText({ id, error }: { id: string; error: FieldError }) {
  return (
    <span className={`field__error ${styles.error}`} id={id}>
      {error.message}
    </span>
  );
}
