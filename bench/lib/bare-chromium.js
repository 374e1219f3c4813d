// A Chromium driven over the DevTools protocol itself, for an open measured with no more of the
// protocol on than its throttling and its watcher need. Playwright turns on the Runtime domain in
// every page, which alone costs an open 0.1 s and more at 4× CPU (among other things, V8 then records
// a full stack, source positions included, for each of the five errors React creates at load) —
// work no admin's phone does. See docs/decisions/0020-verify-without-runtime-domain.md.
import { spawn } from 'node:child_process';
import { once } from 'node:events';

/** One page's (or the browser's) end of the protocol. @typedef {{ send: (method: string, params?: object) => Promise<any> }} ProtocolSession */
/**
 * @typedef {object} BareChromium
 * @property {(method: string, params?: object, sessionId?: string) => Promise<any>} send
 * @property {(listener: (method: string, params: any, sessionId: string | undefined) => void) => () => void} listen
 *   hears every event until the function it answers is called
 * @property {() => Promise<void>} close
 */

/**
 * Starts Chromium with the protocol on a pipe (fd 3 in, fd 4 out; messages end with a NUL byte).
 * @param {string} executablePath @param {string[]} args @returns {BareChromium}
 */
export function launchBareChromium(executablePath, args) {
  const child = spawn(executablePath, [...args, '--remote-debugging-pipe', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const toChromium = /** @type {import('node:stream').Writable} */ (child.stdio[3]);
  const fromChromium = /** @type {import('node:stream').Readable} */ (child.stdio[4]);
  /** @type {Map<number, { resolve: (result: any) => void, reject: (error: Error) => void }>} */
  const waiting = new Map();
  /** @type {Set<(method: string, params: any, sessionId: string | undefined) => void>} */
  const listeners = new Set();
  let lastId = 0;
  let unread = '';
  fromChromium.setEncoding('utf8');
  fromChromium.on('data', (/** @type {string} */ chunk) => {
    unread += chunk;
    for (let end = unread.indexOf('\0'); end >= 0; end = unread.indexOf('\0')) {
      const message = JSON.parse(unread.slice(0, end));
      unread = unread.slice(end + 1);
      if (message.id === undefined) {
        for (const listener of listeners) listener(message.method, message.params, message.sessionId);
        continue;
      }
      const reply = waiting.get(message.id);
      if (!reply) continue;
      waiting.delete(message.id);
      if (message.error) reply.reject(new Error(`${message.error.message} (${message.error.code})`));
      else reply.resolve(message.result);
    }
  });
  let exited = false;
  const gone = once(child, 'exit')
    .catch(() => undefined) // it never started: the same for whoever waits
    .then(() => {
      exited = true;
      for (const reply of waiting.values()) reply.reject(new Error('Chromium exited'));
      waiting.clear();
    });
  return {
    send: (method, params = {}, sessionId) =>
      new Promise((resolve, reject) => {
        if (exited) return reject(new Error('Chromium exited'));
        lastId += 1;
        waiting.set(lastId, { resolve, reject });
        toChromium.write(`${JSON.stringify({ id: lastId, method, params, sessionId })}\0`);
      }),
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await gone;
    },
  };
}
