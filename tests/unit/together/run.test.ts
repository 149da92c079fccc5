import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runTogether, type Command } from '../../../scripts/together/run.ts';

/** A node command running `code`, with `dir` (a fresh directory) as its first argument. */
const node = (name: string, code: string, dir: string): Command => ({ name, file: process.execPath, args: ['-e', code, dir] });

/**
 * Two commands that can only finish side by side: `first` prints its first line, then waits for `second` to have
 * printed its own before printing its second; `second` waits for `first`'s first line. Each marks a line printed with a
 * file in the shared directory; a command that waits 60 s for the other gives up and fails.
 */
const handshake = `
const { existsSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const [dir] = process.argv.slice(1);
const waitFor = (mark, then) => {
  const started = Date.now();
  const poll = () => existsSync(path.join(dir, mark)) ? then() : Date.now() - started > 60000 ? process.exit(3) : setTimeout(poll, 5);
  poll();
};
const say = (line, mark) => process.stdout.write(line + '\\n', () => writeFileSync(path.join(dir, mark), ''));
`;
const first = `${handshake} say('first: one', 'first-one'); waitFor('second-one', () => { console.error('first: two (stderr)'); say('first: three', 'first-done'); });`;
const second = `${handshake} waitFor('first-one', () => { say('second: one', 'second-one'); waitFor('first-done', () => { console.log('second: two'); process.exit(4); }); });`;

/** The lines of `name`'s block in `output` (split by whether they say stderr) and how its footer says it ended. */
function linesOf(output: string, name: string): { stdout: string[]; stderr: string[]; end: string | undefined } {
  const match = new RegExp(`── ${name} ─+\\n([^]*?)── ${name}: (.+) in [\\d.]+ s ─+\\n`).exec(output);
  const lines = match?.[1]?.split('\n').filter(Boolean) ?? [];
  return { stdout: lines.filter((line) => !line.includes('stderr')), stderr: lines.filter((line) => line.includes('stderr')), end: match?.[2] };
}

describe('runTogether (the checks npm test runs side by side)', () => {
  let dir: string;
  let written: string[];
  const write = (text: string) => written.push(text);

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'airwave-together-'));
    written = [];
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('runs the commands at the same time and prints each one whole (stdout and stderr) once it ends', async () => {
    const outcomes = await runTogether([node('first', first, dir), node('second', second, dir)], { write });
    expect(outcomes.map(({ name, code }) => ({ name, code }))).toEqual([
      { name: 'first', code: 0 },
      { name: 'second', code: 4 },
    ]);
    const output = written.join('');
    // Written while the other was still printing, yet each block holds its own lines and only those (a stream's lines
    // in order; which of stdout and stderr is read first is the pipes' affair).
    expect(linesOf(output, 'first')).toEqual({ stdout: ['first: one', 'first: three'], stderr: ['first: two (stderr)'], end: 'passed' });
    expect(linesOf(output, 'second')).toEqual({ stdout: ['second: one', 'second: two'], stderr: [], end: 'FAILED (exit 4)' });
    // `first` ends before `second` (which waits for it): its block comes first.
    expect(output.indexOf('── first ─')).toBeLessThan(output.indexOf('── second ─'));
  });

  it('runs every command to its end when one fails, and the summary names each failure', async () => {
    const outcomes = await runTogether(
      [node('lint', "console.error('2 problems'); process.exit(1)", dir), node('types', "console.log('ok')", dir), node('unit', 'process.exit(2)', dir)],
      { write },
    );
    expect(outcomes.map((outcome) => outcome.code)).toEqual([1, 0, 2]);
    const summary = written.at(-1) ?? '';
    expect(summary).toMatch(/^── 2 of 3 failed: lint, unit ─+\n/);
    expect(summary).toMatch(/ {2}FAILED {2}lint \([\d.]+ s\)\n {2}passed {2}types \([\d.]+ s\)\n {2}FAILED {2}unit \([\d.]+ s\)\n$/);
    expect(written.join('')).toContain('── lint ─');
    expect(written.join('')).toContain('2 problems\n── lint: FAILED (exit 1)');
  });

  it('fails a command that cannot start or is ended by a signal', async () => {
    const outcomes = await runTogether(
      [
        { name: 'missing', file: path.join(dir, 'no-such-program'), args: [] },
        node('killed', "process.kill(process.pid, 'SIGTERM')", dir),
      ],
      { write },
    );
    expect(outcomes.map((outcome) => outcome.code)).toEqual([1, 1]);
    const output = written.join('');
    expect(output).toContain('missing could not start: spawn');
    expect(output).toMatch(/── killed: ended by SIGTERM in/);
    expect(written.at(-1)).toMatch(/^── 2 of 2 failed: missing, killed/);
  });
});
