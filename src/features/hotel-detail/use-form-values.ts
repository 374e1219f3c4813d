import { useCallback, useState } from 'react';

type Started<Values> = { resetKey: string; startValues: Values; values: Values };

const startFrom = <Values>(resetKey: string, values: Values): Started<Values> => ({
  resetKey,
  startValues: values,
  values,
});

/**
 * A form's values that start over from `initial()` whenever `resetKey` changes (see useEditMode),
 * without remounting the form: the field or button the admin is on keeps the focus. `startValues`
 * are what the form started from, to tell a restored draft from a blank form.
 */
export function useFormValues<Values extends object>(resetKey: string, initial: () => Values) {
  const [state, setState] = useState(() => startFrom(resetKey, initial()));
  let current = state;
  if (state.resetKey !== resetKey) {
    current = startFrom(resetKey, initial());
    setState(current);
  }
  const setField = useCallback(
    <Name extends keyof Values>(name: Name, value: Values[Name]) =>
      setState((previous) => ({ ...previous, values: { ...previous.values, [name]: value } })),
    [],
  );
  // Every value at once, the form not starting over: another admin's changes taken in.
  const replaceValues = useCallback((values: Values) => setState((previous) => ({ ...previous, values })), []);
  return { values: current.values, startValues: current.startValues, setField, replaceValues };
}
