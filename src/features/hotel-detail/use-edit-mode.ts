import { useCallback, useState } from 'react';

/**
 * Create and edit modes of a list's form (SPEC.md §4): Edit enters edit mode; a save, Cancel or
 * deleting the edited item leaves it. `formKey` changes whenever the form must start over, so a
 * form keyed by it resets to the edited item or to blank, and keeps what was typed otherwise
 * (a failed save leaves the key alone).
 */
export function useEditMode<Item extends { id: number }>() {
  const [editing, setEditing] = useState<Item | null>(null);
  const [saves, setSaves] = useState(0);

  // The same item again (a newer version of it) keeps `formKey`, and so what was typed.
  const startEdit = useCallback((item: Item) => setEditing(item), []);
  const cancelEdit = useCallback(() => setEditing(null), []);
  const finishSave = useCallback(() => {
    setEditing(null);
    setSaves((count) => count + 1);
  }, []);
  const forgetDeleted = useCallback(
    (id: number) => setEditing((current) => (current?.id === id ? null : current)),
    [],
  );

  return {
    editing,
    formKey: `${editing?.id ?? 'new'}:${saves}`,
    startEdit,
    cancelEdit,
    finishSave,
    forgetDeleted,
  };
}
