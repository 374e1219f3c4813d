// The arithmetic of the shaping proxy (shaping-proxy.js): when a piece of a connection's data reaches
// the other end of a phone's radio link. Pure, so that it can be tested apart from sockets and timers.
//
// The model: one link per phone, its bandwidth in each direction shared by every connection to every
// origin (the radio is one); a segment is sent after whatever the link is already sending in that
// direction, then travels half a round trip. Each connection opens with a round trip for the TCP
// handshake (after a round trip for DNS when its origin was not looked up yet), and each direction
// of a connection grows its TCP congestion window by slow start from ten segments, as Linux does:
// a fresh connection cannot fill the link during its first round trips, which DevTools' emulation
// ignores.

/** Bytes of payload in one TCP segment (1500-byte MTU, IPv4 and TCP headers with timestamps). */
export const SEGMENT_BYTES = 1448;
/** Linux's initial congestion window: ten segments. */
export const INITIAL_WINDOW_BYTES = 10 * SEGMENT_BYTES;

/** @typedef {'up' | 'down'} Direction up: phone → server; down: server → phone */
/**
 * @typedef {object} LinkProfile
 * @property {number} rttMs the round trip between the phone and any server
 * @property {number} downBytesPerSecond
 * @property {number} upBytesPerSecond
 */

/** A phone's radio link: each direction sends one segment at a time, in the order they are handed over. */
export class Link {
  /** @param {LinkProfile} profile */
  constructor(profile) {
    this.profile = profile;
    /** When each direction is done sending what it was given. @type {Record<Direction, number>} */
    this.busyUntil = { up: 0, down: 0 };
  }

  /** Forgets what it was still sending: the connections it was for are gone. */
  reset() {
    this.busyUntil = { up: 0, down: 0 };
  }

  /**
   * Hands `bytes` to the link at `readyAt` (ms): answers when they arrive at the other end, sent after
   * what the link already holds in that direction, then half a round trip on the way.
   * @param {Direction} direction @param {number} bytes @param {number} readyAt
   */
  send(direction, bytes, readyAt) {
    const rate = direction === 'down' ? this.profile.downBytesPerSecond : this.profile.upBytesPerSecond;
    const sentAt = Math.max(readyAt, this.busyUntil[direction]) + (bytes * 1000) / rate;
    this.busyUntil[direction] = sentAt;
    return sentAt + this.profile.rttMs / 2;
  }
}

/**
 * One direction of one TCP connection under slow start, with no loss: the sender may have at most a
 * congestion window of bytes unacknowledged, and the window grows by every byte acknowledged, half a
 * round trip after it arrived.
 */
export class CongestionWindow {
  /** @param {number} rttMs */
  constructor(rttMs) {
    this.rttMs = rttMs;
    this.sentBytes = 0;
    /** Segments sent, in order: when each is acknowledged and how big it was. @type {{ ackedAt: number, bytes: number }[]} */
    this.segments = [];
  }

  /**
   * The earliest time from `now` at which `bytes` more fit in the window. In slow start the window is
   * the initial one plus every byte acknowledged, so `bytes` fit once acknowledged bytes reach
   * (sent + bytes − initial window) / 2.
   * @param {number} bytes @param {number} now
   */
  opensAt(bytes, now) {
    const needed = (this.sentBytes + bytes - INITIAL_WINDOW_BYTES) / 2;
    if (needed <= 0) return now;
    let acked = 0;
    // In the order sent, which is the order acknowledged: one connection's segments never overtake.
    for (const segment of this.segments) {
      acked += segment.bytes;
      if (acked >= needed) return Math.max(now, segment.ackedAt);
    }
    throw new RangeError(`${bytes} bytes never fit in a window of ${INITIAL_WINDOW_BYTES}`);
  }

  /** Records a segment sent that arrives at `arrivesAt`. @param {number} bytes @param {number} arrivesAt */
  sent(bytes, arrivesAt) {
    this.sentBytes += bytes;
    this.segments.push({ ackedAt: arrivesAt + this.rttMs / 2, bytes });
  }
}

/**
 * When a new connection's first byte may leave the phone: a round trip for the TCP handshake, after
 * the origin's DNS answer (`resolvedAt`, in the future when a lookup is still on its way).
 * @param {number} connectedAt @param {number} resolvedAt @param {number} rttMs
 */
export const handshakeDoneAt = (connectedAt, resolvedAt, rttMs) => Math.max(connectedAt, resolvedAt) + rttMs;
