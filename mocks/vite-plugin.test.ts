import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '../scripts/free-port.ts';
import { fakeApiPlugin } from './vite-plugin.ts';

type ConfigHook = (config: object, env: { mode: string; command: 'serve' }) => { define?: Record<string, string> } | undefined;

const configOf = (plugin: ReturnType<typeof fakeApiPlugin>) =>
  (plugin.config as ConfigHook)({}, { mode: 'development', command: 'serve' });

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the dev panel and its fake API', () => {
  it('points the panel at FAKE_API_PORT unless an API address is set', () => {
    vi.stubEnv('FAKE_API_PORT', '3101');
    vi.stubEnv('VITE_API_BASE_URL', '');
    expect(configOf(fakeApiPlugin())?.define).toEqual({
      'import.meta.env.VITE_API_BASE_URL': JSON.stringify('http://localhost:3101'),
    });
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com');
    expect(configOf(fakeApiPlugin())).toBeUndefined();
  });

  it('stops with advice when the port is busy', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    vi.stubEnv('VITEST', '');
    vi.stubEnv('FAKE_API_PORT', String(port));
    const exited = new Promise<number>((resolve) => {
      vi.spyOn(process, 'exit').mockImplementation(((code: number) => resolve(code)) as typeof process.exit);
    });
    const error = vi.fn();
    const close = vi.fn(() => Promise.resolve());
    const plugin = fakeApiPlugin();
    (plugin.configResolved as (config: object) => void)({ mode: 'development', root: process.cwd() });
    void (plugin.configurePreviewServer as (server: object) => Promise<void>)({
      config: { logger: { info: vi.fn(), error } },
      close,
      httpServer: { once: vi.fn() },
      printUrls: vi.fn(),
      resolvedUrls: null,
    });

    expect(await exited).toBe(1);
    expect(close).toHaveBeenCalled();
    expect(error.mock.calls[0]?.[0]).toContain(`Port ${port} is already in use`);
    expect(error.mock.calls[0]?.[0]).toContain(`FAKE_API_PORT=${port + 1} npm run dev`);
    blocker.close();
  });

  it('serves the API before the server listens, and prints the demo sign-in under the addresses', async () => {
    const port = await freePort();
    vi.stubEnv('VITEST', '');
    vi.stubEnv('FAKE_API_PORT', String(port));
    const info = vi.fn<(line: string) => void>();
    const printUrls = vi.fn(() => {
      info('  ➜  Local:   http://localhost:5173/');
    });
    const closed: Array<() => void> = [];
    const server = {
      config: { logger: { info, error: vi.fn() } },
      close: vi.fn(),
      httpServer: { once: (_event: string, listener: () => void) => closed.push(listener) },
      printUrls,
      resolvedUrls: { local: ['http://localhost:5173/'], network: [] },
    };
    const plugin = fakeApiPlugin();
    (plugin.configResolved as (config: object) => void)({ mode: 'development', root: process.cwd() });

    await (plugin.configurePreviewServer as (server: object) => Promise<void>)(server);
    expect(info.mock.calls.at(-1)?.[0]).toBe(`  ➜  Fake API: http://localhost:${port}`);
    server.printUrls();

    expect(printUrls).toHaveBeenCalledOnce();
    expect(info.mock.calls.map(([line]) => String(line)).slice(-2)).toEqual([
      '  ➜  Local:   http://localhost:5173/',
      '  ➜  Sign in:  http://localhost:5173/verify?tg_id=1&hash=demo  (the demo administrator)',
    ]);
    for (const close of closed) close();
  });
});

