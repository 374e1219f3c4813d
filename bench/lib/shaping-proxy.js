// A TCP proxy per origin that makes loopback behave like a phone's slow 4G link (this kernel has no
// netem): what a connection carries, either way, crosses a shared Link in segments, each after its
// connection's handshake (DNS, TCP) and within its congestion window (shaping.js). The bytes are not
// read: TLS and HTTP/2 run end to end between Chromium and nginx, and their round trips cost what
// they cost on the phone.
import { createConnection, createServer } from 'node:net';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { CongestionWindow, SEGMENT_BYTES, handshakeDoneAt } from './shaping.js';

/** @typedef {import('node:net').Socket} Socket */
/** @typedef {import('./shaping.js').Link} Link */
/** @typedef {import('./shaping.js').Direction} Direction */

/**
 * @typedef {object} ShapingProxy
 * @property {number} port where Chromium connects (on 127.0.0.1) instead of the origin
 * @property {() => void} forget closes every connection and forgets the DNS answer: the next open
 *   starts as a phone's does after a while away, with no connection and no lookup cached
 * @property {() => Promise<void>} close
 */

/**
 * Carries what `from` sends to `to` across `link` in `direction`, in order: each segment leaves
 * once `notBefore` has passed and its connection's window lets it, arrives when the link says, and
 * the end follows the last segment.
 * @param {Socket} from @param {Socket} to @param {Link} link @param {Direction} direction @param {number} notBefore
 */
function carry(from, to, link, direction, notBefore) {
  const window = new CongestionWindow(link.profile.rttMs);
  /** Segments not on the link yet. @type {Buffer[]} */
  const waiting = [];
  /** Segments on the link, in the order they arrive; `null` is the end. @type {{ arrivesAt: number, data: Buffer | null }[]} */
  const onTheWay = [];
  let endPending = false;
  let lastArrival = 0;
  /** @type {NodeJS.Timeout | undefined} */
  let sendTimer;
  /** @type {NodeJS.Timeout | undefined} */
  let arriveTimer;

  const arrive = () => {
    arriveTimer = undefined;
    const now = performance.now();
    /** @type {Buffer[]} */
    const due = [];
    let end = false;
    for (let next = onTheWay[0]; next && next.arrivesAt <= now; next = onTheWay[0]) {
      onTheWay.shift();
      if (next.data) due.push(next.data);
      else end = true;
    }
    if (due.length > 0) to.write(Buffer.concat(due));
    if (end) to.end();
    else if (onTheWay[0]) arriveTimer = setTimeout(arrive, Math.ceil(onTheWay[0].arrivesAt - now));
  };

  const send = () => {
    sendTimer = undefined;
    for (let segment = waiting[0]; segment; segment = waiting[0]) {
      const now = performance.now();
      const leavesAt = Math.max(notBefore, window.opensAt(segment.length, now));
      if (leavesAt > now) {
        sendTimer = setTimeout(send, Math.ceil(leavesAt - now));
        return;
      }
      waiting.shift();
      lastArrival = link.send(direction, segment.length, now);
      window.sent(segment.length, lastArrival);
      onTheWay.push({ arrivesAt: lastArrival, data: segment });
    }
    if (endPending) {
      endPending = false;
      onTheWay.push({ arrivesAt: Math.max(lastArrival, performance.now() + link.profile.rttMs / 2), data: null });
    }
    if (!arriveTimer && onTheWay[0]) arriveTimer = setTimeout(arrive, Math.ceil(onTheWay[0].arrivesAt - performance.now()));
  };

  from.on('data', (/** @type {Buffer} */ chunk) => {
    for (let at = 0; at < chunk.length; at += SEGMENT_BYTES) waiting.push(chunk.subarray(at, at + SEGMENT_BYTES));
    if (!sendTimer) send();
  });
  from.on('end', () => {
    endPending = true;
    if (!sendTimer) send();
  });
  // Nothing more reaches a socket that is gone.
  to.on('close', () => {
    clearTimeout(sendTimer);
    clearTimeout(arriveTimer);
  });
}

/**
 * Starts a proxy on a free port of 127.0.0.1 for the origin served on `targetPort`: its connections
 * cross `link`.
 * @param {{ link: Link, targetPort: number }} options @returns {Promise<ShapingProxy>}
 */
export async function startShapingProxy({ link, targetPort }) {
  const { rttMs } = link.profile;
  /** When this origin's DNS answer arrives; undefined until someone looks it up. @type {number | undefined} */
  let resolvedAt;
  /** @type {Set<Socket>} */
  const sockets = new Set();
  const track = (/** @type {Socket} */ socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };

  const server = createServer({ allowHalfOpen: true, noDelay: true }, (phone) => {
    const connectedAt = performance.now();
    resolvedAt ??= connectedAt + rttMs;
    const origin = createConnection({ host: '127.0.0.1', port: targetPort, allowHalfOpen: true, noDelay: true });
    track(phone);
    track(origin);
    const drop = () => {
      phone.destroy();
      origin.destroy();
    };
    phone.on('error', drop).on('close', drop);
    origin.on('error', drop).on('close', (hadError) => hadError && drop());
    carry(phone, origin, link, 'up', handshakeDoneAt(connectedAt, resolvedAt, rttMs));
    carry(origin, phone, link, 'down', 0);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the shaping proxy has no port');

  const forget = () => {
    for (const socket of sockets) socket.destroy();
    resolvedAt = undefined;
  };
  return {
    port: address.port,
    forget,
    close: async () => {
      forget();
      server.close();
      await once(server, 'close');
    },
  };
}
