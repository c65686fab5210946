/**
 * The test's clock: Date set to the instant a test means, while timers, promises and I/O run on real time (the
 * databases and the SMTP server a test talks to keep their own clocks). It moves on from there as real time does.
 */
const REAL_TIMERS = [
  "hrtime",
  "nextTick",
  "performance",
  "queueMicrotask",
  "requestAnimationFrame",
  "cancelAnimationFrame",
  "requestIdleCallback",
  "cancelIdleCallback",
  "setImmediate",
  "clearImmediate",
  "setInterval",
  "clearInterval",
  "setTimeout",
  "clearTimeout",
] as const;

/** Sets Date to `now` until useRealTimers (call it in afterEach); `now` back. */
export function setClock(now: Date): Date {
  jest.useFakeTimers({ now, doNotFake: [...REAL_TIMERS], advanceTimers: true });
  return now;
}
