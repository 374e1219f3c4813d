// @vitest-environment node
import { once } from 'node:events';
import { Agent, createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Link } from '../../bench/lib/shaping.js';
import { startShapingProxy, type ShapingProxy } from '../../bench/lib/shaping-proxy.js';

const RTT_MS = 40;
/** Every byte differs from its neighbours, so a byte lost, doubled or out of order changes the body. */
const BODY = Buffer.from(Array.from({ length: 200_000 }, (_, at) => (at * 7 + (at >> 8)) % 256));

const origin = createServer((_request, response) => response.end(BODY));
let proxy: ShapingProxy;
beforeAll(async () => {
  origin.listen(0, '127.0.0.1');
  await once(origin, 'listening');
  const link = new Link({ rttMs: RTT_MS, downBytesPerSecond: 4_000_000, upBytesPerSecond: 1_000_000 });
  proxy = await startShapingProxy({ link, targetPort: (origin.address() as AddressInfo).port });
});
afterAll(async () => {
  await proxy.close();
  origin.close();
});

/** GET / through the proxy on `agent`'s connection: the body and how long it took. */
async function fetchThrough(agent: Agent): Promise<{ body: Buffer; ms: number }> {
  const startedAt = performance.now();
  const request = get({ host: '127.0.0.1', port: proxy.port, path: '/', agent });
  const [response] = (await once(request, 'response')) as [NodeJS.ReadableStream];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return { body: Buffer.concat(chunks), ms: performance.now() - startedAt };
}

describe('the shaping proxy', () => {
  it('carries every byte in order, paying DNS and TCP round trips on a new connection only', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // DNS, TCP, the request's way up and the answer's way down, then 200 kB at 4 MB/s.
      const first = await fetchThrough(agent);
      expect(first.body.equals(BODY)).toBe(true);
      expect(first.ms).toBeGreaterThan(3 * RTT_MS + 50);

      const again = await fetchThrough(agent);
      expect(again.body.equals(BODY)).toBe(true);
      expect(again.ms).toBeGreaterThan(RTT_MS + 50);
      expect(again.ms).toBeLessThan(first.ms - RTT_MS);

      // Forgotten: the connection is closed, and the next one looks the origin up again.
      proxy.forget();
      await new Promise((resolve) => setTimeout(resolve, 20));
      const afterForgetting = await fetchThrough(agent);
      expect(afterForgetting.body.equals(BODY)).toBe(true);
      expect(afterForgetting.ms).toBeGreaterThan(3 * RTT_MS + 50);
    } finally {
      agent.destroy();
    }
  });
});
