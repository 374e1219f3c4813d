import { useCallback, useEffect, useState } from 'react';

/** Why a field's value was refused; a new object for each failed check, so the field refocuses. */
export type FieldError = { readonly message: string };

/**
 * The one field a form's last failed check refused (forms check in order and stop at the first
 * rule broken). `errorOf(field)` goes to that field's `<Field error>`; editing the field, or a
 * check that passes, clears it.
 */
export function useFieldError<Name extends string>() {
  const [refused, setRefused] = useState<{ field: Name; error: FieldError } | null>(null);
  const refuse = useCallback((field: Name, message: string) => setRefused({ field, error: { message } }), []);
  /** Clears the error of `field` (any field when none is given). */
  const clear = useCallback(
    (field?: Name) => setRefused((current) => (current && (field === undefined || current.field === field) ? null : current)),
    [],
  );
  const errorOf = (field: Name): FieldError | undefined => (refused?.field === field ? refused.error : undefined);
  return { refuse, clear, errorOf };
}

/** A new error (a new object, one per failed check) moves the focus to the control `id` names. */
export function useFocusOnError(error: FieldError | undefined, id: string): void {
  useEffect(() => {
    if (error) document.getElementById(id)?.focus();
  }, [error, id]);
}
