import { useCallback, useState } from 'react';

/**
 * A form's values that start over from `initial()` whenever `resetKey` changes (see useEditMode),
 * without remounting the form: the field or button the admin is on keeps the focus.
 */
export function useFormValues<Values extends object>(resetKey: string, initial: () => Values) {
  const [state, setState] = useState(() => ({ resetKey, values: initial() }));
  let current = state;
  if (state.resetKey !== resetKey) {
    current = { resetKey, values: initial() };
    setState(current);
  }
  const setField = useCallback(
    <Name extends keyof Values>(name: Name, value: Values[Name]) =>
      setState((previous) => ({ ...previous, values: { ...previous.values, [name]: value } })),
    [],
  );
  return [current.values, setField] as const;
}
