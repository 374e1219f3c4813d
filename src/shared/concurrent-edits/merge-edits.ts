import type { DraftValues } from '@/shared/drafts/drafts';

export type FieldName<Values> = keyof Values & string;

/**
 * A form's values laid over the item's newer version on the server, field by field (a three-way
 * comparison with what the form opened with): the admin's changes stay, the other admin's changes
 * to fields this admin left alone are taken.
 */
export type EditMerge<Values> = {
  /** The merged values; a field both admins changed holds this admin's value. */
  values: Values;
  /** Fields only the other admin changed: their values are in `values`. */
  theirs: FieldName<Values>[];
  /** Fields both admins changed, each to something else: a question for the admin. */
  conflicts: FieldName<Values>[];
};

export function mergeEdits<Values extends DraftValues>(opened: Values, mine: Values, server: Values): EditMerge<Values> {
  const values = { ...mine };
  const theirs: FieldName<Values>[] = [];
  const conflicts: FieldName<Values>[] = [];
  for (const name of Object.keys(opened) as FieldName<Values>[]) {
    if (server[name] === opened[name] || server[name] === mine[name]) continue;
    if (mine[name] === opened[name]) {
      values[name] = server[name];
      theirs.push(name);
    } else {
      conflicts.push(name);
    }
  }
  return { values, theirs, conflicts };
}

/** The merge with the other admin's value in every field both changed. */
export function takingTheirs<Values extends DraftValues>({ values, conflicts }: EditMerge<Values>, server: Values): Values {
  const taken = { ...values };
  for (const name of conflicts) taken[name] = server[name];
  return taken;
}
