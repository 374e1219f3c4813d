/**
 * Gives the browser its turn (a frame to draw, a tap to answer) before the caller goes on, so long
 * work done in slices never holds the screen up for long.
 */
export function yieldToBrowser(): Promise<void> {
  // A message, not a timer: timers nested this deep wait 4 ms each, and a test's stopped clock holds
  // them back, while what waits here is work, not time.
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(undefined);
  });
}
