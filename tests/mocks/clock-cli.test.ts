/**
 * The world's clock from the standalone server's command line: `--clock`, `--clock-rate` and `--clock-frozen`,
 * read with the other shared options (also `npm run preview:prod`'s), and bad input refused with exit 2.
 */
import { describe, expect, it } from 'vitest';
import { OptionError, readCommandLine } from '../../scripts/mock-server/options.ts';
import { runMockServerCli, startMockServerCli } from './support/mock-server-cli.ts';

function read(argv: string[]) {
  const line = readCommandLine(argv, {}, { port: 4400, persona: 'core-subscriber' });
  if (line.help) throw new Error('not help');
  return line.world.clock;
}

describe('the clock options', () => {
  it('leave the clock on the machine’s time when not given', () => {
    expect(read([]).current).toBeNull();
  });

  it('set the date and time, the rate and frozen', () => {
    expect(read(['--clock', '2026-12-24T20:00Z', '--clock-frozen']).state()).toEqual({ now: '2026-12-24T20:00:00.000Z', rate: 1, frozen: true, controlled: true });
    expect(read(['--clock', '2026-12-24T15:00-05:00', '--clock-rate', '60']).current).toMatchObject({ at: Date.parse('2026-12-24T20:00Z'), rate: 60, frozen: false });
    expect(read(['--clock-rate', '0.5']).current).toMatchObject({ rate: 0.5 });
  });

  it.each([
    [['--clock', 'tonight'], /^--clock: "tonight" is not a date and time: write it as ISO 8601 with its zone/],
    [['--clock', '2026-12-24T20:00'], /^--clock: "2026-12-24T20:00" has no time zone/],
    [['--clock', '2026-02-30'], /^--clock: "2026-02-30" is not a real date/],
    [['--clock-rate=-5'], /^--clock-rate: The clock's rate cannot be negative \(got -5\)/],
    [['--clock-rate', 'fast'], /^--clock-rate: The clock's rate must be a number/],
    [['--clock', '2026-12-24T20:00Z', '--clock-rate=-1'], /^--clock-rate: /],
    // node's reading of the command line: a value starting with a dash needs the = form, and it says so.
    [['--clock-rate', '-1'], /--clock-rate=-XYZ/],
  ])('%j is refused: %s', (argv, message) => {
    expect(() => read(argv)).toThrow(OptionError);
    expect(() => read(argv)).toThrow(message);
  });
});

// Each run starts the CLI in its own node process (support/mock-server-cli.ts): tens of seconds on a busy machine.
describe('npm run mock:server with the clock options', { timeout: 120_000 }, () => {
  it('refuses a bad date and a negative rate with exit 2, the message and the usage', async () => {
    const date = await runMockServerCli(['--clock', 'christmas']);
    expect(date.code).toBe(2);
    expect(date.stderr).toMatch(/mock:server: --clock: "christmas" is not a date and time/);
    expect(date.stderr).toMatch(/--clock-rate <n>/);
    const rate = await runMockServerCli(['--clock-rate=-60']);
    expect(rate.code).toBe(2);
    expect(rate.stderr).toMatch(/--clock-rate: The clock's rate cannot be negative/);
  });

  it('starts the world at --clock, says so, and the control API reads and moves it', async () => {
    const server = await startMockServerCli(['--port', '0', '--token', 'clock-cli-secret', '--clock', '2026-12-24T20:00Z', '--clock-frozen']);
    try {
      expect(server.out()).toContain('World clock: 2026-12-24T20:00:00.000Z, frozen.');
      const clock = `${server.url}/__mocks/clock`;
      expect(await (await fetch(clock)).json()).toEqual({ now: '2026-12-24T20:00:00.000Z', rate: 1, frozen: true, controlled: true });
      const headers = { 'content-type': 'application/json', 'x-mock-token': 'clock-cli-secret' };
      const refused = await fetch(clock, { method: 'PUT', headers, body: JSON.stringify({ rate: -1 }) });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: "The clock's rate cannot be negative (got -1): time only runs forward; 0 freezes it." });
      const moved = await fetch(clock, { method: 'PUT', headers, body: JSON.stringify({ at: '2027-01-01T00:00Z' }) });
      expect(await moved.json()).toEqual({ now: '2027-01-01T00:00:00.000Z', rate: 1, frozen: true, controlled: true });
    } finally {
      server.stop();
    }
  });
});
