// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CongestionWindow, INITIAL_WINDOW_BYTES, Link, SEGMENT_BYTES, handshakeDoneAt } from '../../bench/lib/shaping.js';

const SLOW_4G = { rttMs: 150, downBytesPerSecond: 200_000, upBytesPerSecond: 100_000 };
const segmentMs = (SEGMENT_BYTES * 1000) / SLOW_4G.downBytesPerSecond;

/**
 * Sends each transfer down a fresh connection of its own over `link`, segment by segment in the
 * order they may leave (as the proxy does in real time), and answers when each one's segments arrive.
 */
function transfer(link: Link, ...byteCounts: number[]): number[][] {
  const flows = byteCounts.map((bytes) => ({ left: bytes, window: new CongestionWindow(link.profile.rttMs), arrivals: [] as number[] }));
  for (;;) {
    const ready = flows
      .filter((flow) => flow.left > 0)
      .map((flow) => ({ flow, size: Math.min(SEGMENT_BYTES, flow.left), leavesAt: flow.window.opensAt(Math.min(SEGMENT_BYTES, flow.left), 0) }))
      .sort((a, b) => a.leavesAt - b.leavesAt)[0];
    if (!ready) return flows.map((flow) => flow.arrivals);
    const arrivesAt = link.send('down', ready.size, ready.leavesAt);
    ready.flow.window.sent(ready.size, arrivesAt);
    ready.flow.left -= ready.size;
    ready.flow.arrivals.push(arrivesAt);
  }
}

describe("the shaping proxy's link", () => {
  it('sends one segment after another in each direction, then half a round trip on the way', () => {
    const link = new Link(SLOW_4G);
    expect(link.send('down', SEGMENT_BYTES, 0)).toBeCloseTo(segmentMs + 75);
    expect(link.send('down', SEGMENT_BYTES, 0)).toBeCloseTo(2 * segmentMs + 75);
    // The other direction has a bandwidth of its own.
    expect(link.send('up', SEGMENT_BYTES, 0)).toBeCloseTo(2 * segmentMs + 75);
    // Idle again: a later segment waits for nothing but itself.
    expect(link.send('down', SEGMENT_BYTES, 1000)).toBeCloseTo(1000 + segmentMs + 75);
  });

  it('forgets what it was sending once reset, as when every connection on it was closed', () => {
    const link = new Link(SLOW_4G);
    for (let segment = 0; segment < 100; segment += 1) link.send('down', SEGMENT_BYTES, 0);
    link.reset();
    expect(link.send('down', SEGMENT_BYTES, 10)).toBeCloseTo(10 + segmentMs + 75);
  });

  it('shares its bandwidth between connections, as one radio does', () => {
    const link = new Link(SLOW_4G);
    const [first = [], second = []] = transfer(link, 100_000, 100_000);
    // Their twenty first segments nearly fill the first round trip; after it they keep the link busy.
    const last = Math.max(...first, ...second);
    expect(last).toBeGreaterThan(1000 + 75);
    expect(last).toBeLessThan(1000 + 75 + 20);
  });
});

describe('a connection under slow start', () => {
  it('starts with ten segments in flight and doubles them every round trip', () => {
    // A link so fast that the window alone sets the pace.
    const link = new Link({ rttMs: 100, downBytesPerSecond: 1e12, upBytesPerSecond: 1e12 });
    const [arrivals = []] = transfer(link, 70 * SEGMENT_BYTES);
    const perRoundTrip = [50, 150, 250].map((arrival) => arrivals.filter((at) => Math.abs(at - arrival) < 1).length);
    expect(perRoundTrip).toEqual([10, 20, 40]);
  });

  it('leaves the slow 4G link idle for most of a fresh connection\'s first round trip', () => {
    const bytes = 120_000;
    const [arrivals = []] = transfer(new Link(SLOW_4G), bytes);
    const atLinkSpeed = (bytes * 1000) / SLOW_4G.downBytesPerSecond + 75;
    // The first ten segments go out, then nothing until the first of them is acknowledged; the window
    // outgrows the link during the second round trip.
    const last = Math.max(...arrivals);
    expect(last - atLinkSpeed).toBeGreaterThan(150 - 10 * segmentMs);
    expect(last - atLinkSpeed).toBeLessThan(150);
  });

  it('opens at once while the window has room, and throws for what could never fit', () => {
    const window = new CongestionWindow(150);
    expect(window.opensAt(INITIAL_WINDOW_BYTES, 42)).toBe(42);
    expect(() => window.opensAt(3 * INITIAL_WINDOW_BYTES, 0)).toThrow(RangeError);
  });
});

describe("a new connection's handshake", () => {
  it('waits a round trip for DNS when its origin was not looked up yet, then a round trip for TCP', () => {
    expect(handshakeDoneAt(0, 150, 150)).toBe(300);
    // A second connection while the lookup is on its way shares its answer; a later one needs none.
    expect(handshakeDoneAt(50, 150, 150)).toBe(300);
    expect(handshakeDoneAt(1000, 150, 150)).toBe(1150);
  });
});
