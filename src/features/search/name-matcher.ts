import { isBlankQuery } from './name-index';
import { createNameSearchService, type NameSearchAnswer, type NameSearchRequest } from './name-search-service';

/** Where the matcher's requests go and its answers come from. */
export type SearchChannel = { send: (request: NameSearchRequest) => void; close: () => void };
/** Opens a channel; `fail` is called if it breaks (a worker whose script could not run), and the matcher goes on in the page. */
export type OpenSearchChannel = (receive: (answer: NameSearchAnswer) => void, fail: () => void) => SearchChannel;

/** The service in the page itself, answering at once: where no worker can be started (jsdom has none), or it failed. */
export const inPageChannel: OpenSearchChannel = (receive) => {
  const answer = createNameSearchService();
  return {
    send: (request) => {
      const reply = answer(request);
      if (reply) receive(reply);
    },
    close: () => undefined,
  };
};

/** The service in a worker of its own, so indexing the catalogue and matching never hold up the page. */
const workerChannel: OpenSearchChannel = (receive, fail) => {
  const worker = new Worker(new URL('./name-search.worker.ts', import.meta.url), { type: 'module', name: 'hotel-search' });
  worker.onmessage = (event: MessageEvent<NameSearchAnswer>) => receive(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    fail();
  };
  return { send: (request) => worker.postMessage(request), close: () => worker.terminate() };
};

const openSearchChannel: OpenSearchChannel = (receive, fail) => {
  if (typeof Worker === 'undefined') return inPageChannel(receive, fail);
  try {
    return workerChannel(receive, fail);
  } catch {
    // A policy or a browser that refuses the worker outright: the same search, in the page.
    return inPageChannel(receive, fail);
  }
};

/** The answer to a query: positions in the indexed names, or `null` for a blank query, which every name answers. */
export type NameMatches = { names: readonly string[]; query: string; positions: Int32Array | null };

export type NameMatcher = {
  /** The names to match from now on; the last query is asked again against them. */
  index: (names: readonly string[]) => void;
  /** Reports the query's matches through `onMatches`, unless a newer query is asked before they come. */
  find: (query: string) => void;
  close: () => void;
};

/**
 * Matches queries against names through a channel (by default the search's worker). Only the newest
 * query's answer is reported: one that comes after a newer query was asked is dropped. A blank query
 * is answered at once, without asking.
 */
export function createNameMatcher(onMatches: (matches: NameMatches) => void, open: OpenSearchChannel = openSearchChannel): NameMatcher {
  let names: readonly string[] | undefined;
  let query: string | undefined;
  let newest: { id: number; names: readonly string[]; query: string } | undefined;
  let lastId = 0;

  const receive = ({ id, positions }: NameSearchAnswer) => {
    if (newest?.id === id) onMatches({ names: newest.names, query: newest.query, positions });
  };
  const ask = () => {
    if (names === undefined || query === undefined) return;
    lastId += 1;
    newest = { id: lastId, names, query };
    if (isBlankQuery(query)) onMatches({ names, query, positions: null });
    else channel.send({ kind: 'find', id: lastId, query });
  };
  // Once broken, the worker is left for the page: the names and the newest query are given again.
  const fail = () => {
    channel.close();
    channel = inPageChannel(receive, fail);
    if (names !== undefined) channel.send({ kind: 'index', names });
    ask();
  };
  let channel = open(receive, fail);

  return {
    index: (next) => {
      names = next;
      channel.send({ kind: 'index', names });
      ask();
    },
    find: (next) => {
      query = next;
      ask();
    },
    close: () => channel.close(),
  };
}
