import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    (plugin.configurePreviewServer as (server: object) => void)({
      config: { logger: { info: vi.fn(), error } },
      close,
      httpServer: { once: vi.fn() },
    });

    expect(await exited).toBe(1);
    expect(close).toHaveBeenCalled();
    expect(error.mock.calls[0]?.[0]).toContain(`Port ${port} is already in use`);
    expect(error.mock.calls[0]?.[0]).toContain(`FAKE_API_PORT=${port + 1} npm run dev`);
    blocker.close();
  });
});
