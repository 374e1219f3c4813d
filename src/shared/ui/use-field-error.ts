import { useCallback, useEffect, useState } from 'react';

/**
 * Why a field's value was refused; a new object for each failed check, so the field refocuses.
 * `alongside`: refused by the same check as another field, which takes the focus instead.
 */
export type FieldError = { readonly message: string; readonly alongside?: true };

/**
 * The fields a form's last failed check refused. `errorOf(field)` goes to that field's
 * `<Field error>`; editing a field clears its error, and a check that passes clears them all.
 */
export function useFieldError<Name extends string>() {
  const [refused, setRefused] = useState<Partial<Record<Name, FieldError>>>({});
  /** Every field the check refused, the first one (the rule the toast names) taking the focus. */
  const refuseAll = useCallback((failures: readonly { field: Name; message: string }[]) => {
    const next: Partial<Record<Name, FieldError>> = {};
    failures.forEach(({ field, message }, index) => {
      next[field] ??= index === 0 ? { message } : { message, alongside: true };
    });
    setRefused(next);
  }, []);
  /** One field refused (a form that stops at the first rule broken). */
  const refuse = useCallback((field: Name, message: string) => refuseAll([{ field, message }]), [refuseAll]);
  /** Clears the error of `field` (every field when none is given). */
  const clear = useCallback(
    (field?: Name) =>
      setRefused((current) => {
        if (field === undefined) return Object.keys(current).length === 0 ? current : {};
        if (!(field in current)) return current;
        const { [field]: _cleared, ...rest } = current;
        return rest as Partial<Record<Name, FieldError>>;
      }),
    [],
  );
  const errorOf = (field: Name): FieldError | undefined => refused[field];
  return { refuse, refuseAll, clear, errorOf };
}

/** A new error (a new object, one per failed check) moves the focus to the control `id` names. */
export function useFocusOnError(error: FieldError | undefined, id: string): void {
  useEffect(() => {
    if (error && !error.alongside) document.getElementById(id)?.focus();
  }, [error, id]);
}
