import { buildNameIndex, matchNames, type NameIndex } from './name-index';

/** What the page asks the search's worker: index these names (positions refer to them), or find a query among them. */
export type NameSearchRequest = { kind: 'index'; names: readonly string[] } | { kind: 'find'; id: number; query: string };

/** The positions of the names a `find` matched, under the id it was asked with. */
export type NameSearchAnswer = { id: number; positions: Int32Array };

/** Answers one request at a time, against the names of the last `index`. */
export function createNameSearchService(): (request: NameSearchRequest) => NameSearchAnswer | undefined {
  let index: NameIndex = buildNameIndex([]);
  return (request) => {
    if (request.kind === 'index') {
      index = buildNameIndex(request.names);
      return undefined;
    }
    return { id: request.id, positions: matchNames(index, request.query) };
  };
}

/** The side of a message channel the service listens on: the worker's own global scope, or a `MessagePort`. */
export type ServicePort = {
  onmessage: ((event: MessageEvent<NameSearchRequest>) => void) | null;
  postMessage(message: NameSearchAnswer, transfer: Transferable[]): void;
};

/** Answers what comes through `port`; the positions are handed over, not copied. */
export function serveNameSearch(port: ServicePort): void {
  const answer = createNameSearchService();
  port.onmessage = (event) => {
    const reply = answer(event.data);
    if (reply) port.postMessage(reply, [reply.positions.buffer]);
  };
}
