import { useEffect, useRef, useState } from 'react';
import { isBlankQuery } from './name-index';
import { createNameMatcher, type NameMatcher, type NameMatches } from './name-matcher';

/**
 * The positions in `names` that match `query`: `null` for every name, `undefined` until the first
 * answer for these names has come. While a newer query is being matched, the last answer stays, as
 * the results on screen stay until the next ones are ready.
 */
export function useNameMatches(names: readonly string[] | undefined, query: string): Int32Array | null | undefined {
  const [matches, setMatches] = useState<NameMatches>();
  const matcher = useRef<NameMatcher | null>(null);
  useEffect(() => {
    const started = createNameMatcher(setMatches);
    matcher.current = started;
    return () => {
      started.close();
      matcher.current = null;
    };
  }, []);
  useEffect(() => {
    if (names !== undefined) matcher.current?.index(names);
  }, [names]);
  useEffect(() => {
    matcher.current?.find(query);
  }, [query]);

  if (isBlankQuery(query)) return null;
  return matches !== undefined && matches.names === names ? matches.positions : undefined;
}
