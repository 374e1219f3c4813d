import type * as z from 'zod/mini';

/** What a field accepts, or `undefined` when the field is more than this shortcut understands. */
type Accepts = (value: unknown) => boolean;

/** A parse that answers for a valid input only: `undefined` means "ask zod". */
export type FastParse<Output> = (input: unknown) => Output | undefined;

/** The parts of a zod schema's definition read here (zod's `_zod.def`, shared by zod and zod/mini). */
type Definition = {
  type: string;
  checks?: readonly unknown[];
  format?: string;
  values?: readonly unknown[];
  innerType?: z.ZodMiniType;
  shape?: Record<string, z.ZodMiniType>;
  catchall?: unknown;
};

// Read with care: a zod release that keeps its definition elsewhere makes the shortcut decline (zod
// then checks everything) rather than throw where the schemas are built, as the app starts.
const definitionOf = (schema: z.ZodMiniType): Definition =>
  (schema as { _zod?: { def?: Definition } })._zod?.def ?? { type: 'unknown' };

function acceptsOf(schema: z.ZodMiniType): Accepts | undefined {
  const { type, checks, format, values, innerType } = definitionOf(schema);
  // A refinement (a minimum, a pattern…) is zod's to check.
  if (checks?.length) return undefined;
  switch (type) {
    case 'string':
      return (value) => typeof value === 'string';
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'number':
      if (format === 'safeint') return Number.isSafeInteger;
      return format === undefined ? Number.isFinite : undefined;
    case 'literal':
      return Array.isArray(values) ? (value) => values.includes(value) : undefined;
    case 'nullable':
    case 'optional': {
      const inner = innerType && acceptsOf(innerType);
      const empty = type === 'nullable' ? null : undefined;
      return inner && ((value) => value === empty || inner(value));
    }
    default:
      return undefined;
  }
}

/**
 * The same answer as `schema.safeParse(input).data` for a valid input, built once from the schema's
 * own definition so it cannot drift from it, for objects of plain fields (strings, finite numbers,
 * safe integers, booleans, literals, and these nullable or optional), without zod's generic machinery
 * (record 0016). `undefined` for any other schema; the parse answers `undefined` for what zod must judge.
 */
export function fastObjectParse<Schema extends z.ZodMiniType>(schema: Schema): FastParse<z.output<Schema>> | undefined {
  const { type, checks, shape, catchall } = definitionOf(schema);
  if (type !== 'object' || !shape || catchall !== undefined || checks?.length) return undefined;
  const fields: { key: string; accepts: Accepts; optional: boolean }[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const accepts = acceptsOf(field);
    if (!accepts) return undefined;
    fields.push({ key, accepts, optional: field._zod.optout === 'optional' });
  }
  return (input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return undefined;
    const record = input as Record<string, unknown>;
    let present = 0;
    for (const { key, accepts, optional } of fields) {
      if (!Object.hasOwn(record, key)) {
        if (optional) continue;
        return undefined;
      }
      if (!accepts(record[key])) return undefined;
      present += 1;
    }
    // Nothing beyond the shape, as the API sends it: the input is already what zod would build, and
    // thousands of copies would only keep the collector busy while the list waits to be drawn.
    return ownKeyCount(record) === present ? (record as z.output<Schema>) : shapeOnly(record, fields);
  };
}

function ownKeyCount(record: Record<string, unknown>): number {
  let count = 0;
  for (const key in record) if (Object.hasOwn(record, key)) count += 1;
  return count;
}

/** Like zod: the shape's keys only (unknown ones dropped), an absent optional key stays absent. */
function shapeOnly<Output>(record: Record<string, unknown>, fields: readonly { key: string }[]): Output {
  const output: Record<string, unknown> = {};
  for (const { key } of fields) if (Object.hasOwn(record, key)) output[key] = record[key];
  return output as Output;
}
