import { useEffect, useMemo, useRef, useState } from 'react';
import { isBlankQuery } from './name-index';
import { createNameMatcher, type NameMatcher } from './name-matcher';

/** What the names belong to, in their order. */
type Named = { names: readonly string[] };

/** The positions in `catalogue.names` that a query matches; `null` for all of them. */
export type CatalogueMatches<Catalogue extends Named> = { catalogue: Catalogue; positions: Int32Array | null };

/**
 * The matches of `query` in `catalogue`, `undefined` until the first answer has come. While a newer
 * query or catalogue is being matched, the last answer stays, with the catalogue it was found in,
 * as the results on screen stay until the next ones are ready.
 */
export function useNameMatches<Catalogue extends Named>(
  catalogue: Catalogue | undefined,
  query: string,
): CatalogueMatches<Catalogue> | undefined {
  const [answer, setAnswer] = useState<CatalogueMatches<Catalogue>>();
  const matcher = useRef<NameMatcher | null>(null);
  // Which catalogue each list of names given to the matcher came from.
  const indexed = useRef(new WeakMap<readonly string[], Catalogue>());
  useEffect(() => {
    const started = createNameMatcher(({ names, positions }) => {
      const matched = indexed.current.get(names);
      if (matched !== undefined) setAnswer({ catalogue: matched, positions });
    });
    matcher.current = started;
    return () => {
      started.close();
      matcher.current = null;
    };
  }, []);
  useEffect(() => {
    if (catalogue === undefined) return;
    indexed.current.set(catalogue.names, catalogue);
    matcher.current?.index(catalogue.names);
  }, [catalogue]);
  useEffect(() => {
    matcher.current?.find(query);
  }, [query]);

  // A blank query is every name of the catalogue as it is now, with no answer to wait for.
  const blank = isBlankQuery(query);
  const everything = useMemo(() => (blank && catalogue !== undefined ? { catalogue, positions: null } : undefined), [blank, catalogue]);
  return blank ? everything : answer;
}
