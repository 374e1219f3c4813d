// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createNameMatcher, inPageChannel, type NameMatches, type OpenSearchChannel } from '@/features/search/name-matcher';
import { serveNameSearch, type NameSearchAnswer, type NameSearchRequest } from '@/features/search/name-search-service';

const NAMES = ['Lara Family Club', 'Lara Sun Palace', 'Лара Бич', 'Moonlight Kemer Hotel', 'Кемер Резорт'];

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const { port1, port2 } of channels.splice(0)) {
    port1.close();
    port2.close();
  }
});

/**
 * The service behind a real message channel, as in its worker: every request and answer is copied
 * (or handed over) between the two sides and arrives in a task of its own. `sent` lists the requests.
 */
function serviceOverChannel(sent: NameSearchRequest[] = []): OpenSearchChannel {
  return (receive) => {
    const channel = new MessageChannel();
    channels.push(channel);
    serveNameSearch(channel.port2);
    channel.port1.onmessage = (event: MessageEvent<NameSearchAnswer>) => receive(event.data);
    return {
      send: (request) => {
        sent.push(request);
        channel.port1.postMessage(request);
      },
      close: () => channel.port1.close(),
    };
  };
}

/** Every report of the matcher, and a way to wait for the next one. */
function reports() {
  const seen: NameMatches[] = [];
  let taken = 0;
  const next = async () => {
    await expect.poll(() => seen.length).toBeGreaterThan(taken);
    return seen[taken++]!;
  };
  return { seen, next, onMatches: (matches: NameMatches) => void seen.push(matches) };
}

const matchedNames = ({ names, positions }: NameMatches) =>
  positions === null ? [...names] : [...positions].map((position) => names[position]);

describe('the search worker’s protocol', () => {
  it('answers a query with the positions of the names it matches, in either alphabet', async () => {
    const { next, onMatches } = reports();
    const matcher = createNameMatcher(onMatches, serviceOverChannel());
    matcher.index(NAMES);
    matcher.find('lara');

    const matches = await next();
    expect(matches.query).toBe('lara');
    expect(matches.names).toBe(NAMES);
    expect(matches.positions).toBeInstanceOf(Int32Array);
    expect(matchedNames(matches)).toEqual(['Lara Family Club', 'Lara Sun Palace', 'Лара Бич']);
  });

  it('reports only the newest query: answers to the queries typed before it are dropped', async () => {
    const sent: NameSearchRequest[] = [];
    const { seen, next, onMatches } = reports();
    const matcher = createNameMatcher(onMatches, serviceOverChannel(sent));
    matcher.index(NAMES);
    // Typed faster than the answers come: all three are asked and answered, in order.
    matcher.find('k');
    matcher.find('ke');
    matcher.find('кем');

    expect(matchedNames(await next())).toEqual(['Moonlight Kemer Hotel', 'Кемер Резорт']);
    expect(sent.flatMap((request) => (request.kind === 'find' ? [request.query] : []))).toEqual(['k', 'ke', 'кем']);
    expect(seen.map((matches) => matches.query)).toEqual(['кем']);
  });

  it('answers a blank query at once, with every name, without asking; an answer still on its way is dropped', async () => {
    const sent: NameSearchRequest[] = [];
    const { seen, next, onMatches } = reports();
    const matcher = createNameMatcher(onMatches, serviceOverChannel(sent));
    matcher.index(NAMES);
    matcher.find('lara');
    matcher.find('  ');
    expect(seen).toEqual([{ names: NAMES, query: '  ', positions: null }]);
    await next();

    // Answered after the one to 'lara', which has come by then and was not reported.
    matcher.find('kemer');
    await next();
    expect(seen.map((matches) => matches.query)).toEqual(['  ', 'kemer']);
    expect(sent.flatMap((request) => (request.kind === 'find' ? [request.query] : []))).toEqual(['lara', 'kemer']);
  });

  it('asks nothing before it has names, and asks the last query again when they change', async () => {
    const sent: NameSearchRequest[] = [];
    const { seen, next, onMatches } = reports();
    const matcher = createNameMatcher(onMatches, serviceOverChannel(sent));
    matcher.find('кемер');
    expect(sent).toEqual([]);

    matcher.index(NAMES.slice(0, 3));
    expect(matchedNames(await next())).toEqual([]);

    const more = [...NAMES, 'Kemer Seaside Club'];
    matcher.index(more);
    await expect.poll(() => seen.length).toBe(2);
    expect(seen[1]?.names).toBe(more);
    expect(matchedNames(seen[1]!)).toEqual(['Moonlight Kemer Hotel', 'Кемер Резорт', 'Kemer Seaside Club']);
  });

  it('goes on in the page when the worker breaks, with the names and the query it was given', async () => {
    const { next, onMatches } = reports();
    // As a worker whose script cannot run: nothing ever answers, and the error comes later.
    let breakWorker: () => void = () => undefined;
    const brokenWorker: OpenSearchChannel = (_receive, fail) => {
      breakWorker = fail;
      return { send: () => undefined, close: () => undefined };
    };
    const matcher = createNameMatcher(onMatches, brokenWorker);
    matcher.index(NAMES);
    matcher.find('kemer');
    breakWorker();

    expect(matchedNames(await next())).toEqual(['Moonlight Kemer Hotel', 'Кемер Резорт']);
    matcher.find('lara');
    expect(matchedNames(await next())).toEqual(['Lara Family Club', 'Lara Sun Palace', 'Лара Бич']);
  });

  it('in the page, answers as the worker does', () => {
    const { seen, onMatches } = reports();
    const matcher = createNameMatcher(onMatches, inPageChannel);
    matcher.index(NAMES);
    matcher.find('Хилтон');
    matcher.find('резорт');
    expect(seen.map(matchedNames)).toEqual([[], ['Кемер Резорт']]);
  });
});
