import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';

type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** One form control; it receives the id the label points at. */
  children: ReactElement<{ id?: string; 'aria-describedby'?: string }>;
};

export function Field({ label, hint, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, { id, ...(hint ? { 'aria-describedby': hintId } : {}) })}
      {hint ? (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
