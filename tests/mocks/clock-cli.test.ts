/**
 * The world's clock from the standalone server's command line: `--clock`, `--clock-rate` and `--clock-frozen`,
 * read with the other shared options (also `npm run preview:prod`'s), and bad input refused with exit 2.
 */
import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { OptionError, readCommandLine } from '../../scripts/mock-server/options.ts';

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

// Each run starts the CLI through tsx, which loads the whole mock world before it reads its arguments: seconds on a
// quiet machine, tens of seconds on a busy one.
describe('npm run mock:server with the clock options', { timeout: 120_000 }, () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const cli = [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/mock-server/main.ts')];

  it('refuses a bad date and a negative rate with exit 2, the message and the usage', async () => {
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, [...cli, ...args]).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
      );
    const date = await run(['--clock', 'christmas']);
    expect(date.code).toBe(2);
    expect(date.stderr).toMatch(/mock:server: --clock: "christmas" is not a date and time/);
    expect(date.stderr).toMatch(/--clock-rate <n>/);
    const rate = await run(['--clock-rate=-60']);
    expect(rate.code).toBe(2);
    expect(rate.stderr).toMatch(/--clock-rate: The clock's rate cannot be negative/);
  });

  it('starts the world at --clock, says so, and the control API reads and moves it', async () => {
    const child = spawn(process.execPath, [...cli, '--port', '0', '--token', 'clock-cli-secret', '--clock', '2026-12-24T20:00Z', '--clock-frozen'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      let log = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
      await vi.waitUntil(() => out.includes('scripts send'), { timeout: 90_000, interval: 50 }).catch((error: unknown) => {
        throw new Error(`the server did not start: ${log || String(error)}`);
      });
      expect(out).toContain('World clock: 2026-12-24T20:00:00.000Z, frozen.');
      const url = /at (http:\/\/\S+)/.exec(out)?.[1] ?? '';
      expect(await (await fetch(`${url}/__mocks/clock`)).json()).toEqual({ now: '2026-12-24T20:00:00.000Z', rate: 1, frozen: true, controlled: true });
      const headers = { 'content-type': 'application/json', 'x-mock-token': 'clock-cli-secret' };
      const refused = await fetch(`${url}/__mocks/clock`, { method: 'PUT', headers, body: JSON.stringify({ rate: -1 }) });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: "The clock's rate cannot be negative (got -1): time only runs forward; 0 freezes it." });
      const moved = await fetch(`${url}/__mocks/clock`, { method: 'PUT', headers, body: JSON.stringify({ at: '2027-01-01T00:00Z' }) });
      expect(await moved.json()).toEqual({ now: '2027-01-01T00:00:00.000Z', rate: 1, frozen: true, controlled: true });
    } finally {
      child.kill();
    }
  });
});
