/**
 * The test clock: the one place that says what time it is in a test. The mock world airs its schedule,
 * on-demand windows and editorial rows relative to the hour it is made in, and the app judges Live,
 * Upcoming and 'Expires in' against the display time, so a test that read the wall clock would see a
 * different world at every hour. Browser tests install TEST_NOW as the page's clock (tests/e2e/support/
 * test.ts), where both the app and the mock world (MSW runs in the page) read it; node tests pass it to
 * the world (`createWorld`, `createMockBackend`, `setupNodeMocks`, `startMockServer` take `now`).
 */

/** The default instant every test runs at: a Friday, 18:20 UTC, twenty minutes into the catalog's anchor hour. */
export const TEST_NOW = new Date('2026-05-01T18:20:00.000Z');

/**
 * Twenty minutes into a half-hour of the schedule, whose slots are aligned to the half hour and at least 30 minutes
 * long: every channel's programme on air began at least 20 minutes before and runs at least 10 more, beyond a live
 * channel's 300 s seekable window either way. The journeys about a live programme's seek bar run at it (`clockAt`),
 * so they hold whatever TEST_NOW becomes; at a slot's start (midnight, 03:30) nothing has aired behind the window.
 */
export const MID_PROGRAMME = new Date('2026-05-01T18:20:00.000Z');

/**
 * Eight clock settings spread over a day and a week (every weekday, both sides of midnight UTC, prime
 * time, a half-hour slot boundary, the turn of a year), at which the data each browser journey relies on
 * is checked (tests/mocks/journey-preconditions.test.ts). The first is TEST_NOW.
 */
export const CLOCK_SETTINGS: ReadonlyArray<{ name: string; now: Date }> = [
  { name: 'the default test instant (Friday 18:20 UTC)', now: TEST_NOW },
  { name: 'Monday 19:53 UTC (the hour Top Shows had no unplayable tile)', now: new Date('2026-11-23T19:53:00.000Z') },
  { name: 'Tuesday at midnight UTC', now: new Date('2026-11-24T00:00:00.000Z') },
  { name: 'Wednesday 03:30 UTC (prime time, on a slot boundary)', now: new Date('2026-11-25T03:30:00.000Z') },
  { name: "Thursday 23:45 UTC (New Year's Eve)", now: new Date('2026-12-31T23:45:00.000Z') },
  { name: 'Friday 08:45 UTC', now: new Date('2026-11-27T08:45:00.000Z') },
  { name: 'Saturday 12:15 UTC', now: new Date('2026-11-28T12:15:00.000Z') },
  { name: 'Sunday 00:10 UTC (just after midnight)', now: new Date('2026-11-29T00:10:00.000Z') },
];

/**
 * A clock for worlds behind a server or client under test: it starts at `from` and runs at the real pace
 * (socket keep-alives, verification polls and token lifetimes see time pass), so it stays inside the same
 * catalog hour for any test shorter than forty minutes.
 */
export function runningClock(from: Date = TEST_NOW): () => Date {
  const started = performance.now();
  return () => new Date(from.getTime() + Math.round(performance.now() - started));
}
