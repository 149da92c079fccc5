/**
 * `npm run conformance -- --rest http://localhost:4400 --graphql http://localhost:4400/graphql
 *                         --cookie airwave_session=… [--junit report.xml] [--html report.html]`
 *
 * Entry point only: see cli.ts for the options and USAGE for the text `--help` prints. The first
 * SIGINT (Ctrl-C) or SIGTERM stops the run gracefully (reports for what ran, exit code 130); a second
 * one ends the process at once. The npm script runs this file in one process (`node --import tsx`):
 * npm forwards the signal it gets too, so a Ctrl-C in a terminal arrives twice, and signals within
 * `SAME_PRESS_MS` of the first count as that same press.
 */
import { constants } from 'node:os';
import { run } from './cli.ts';
import { RunStopped } from './http.ts';

const SAME_PRESS_MS = 1000;

const controller = new AbortController();
let firstSignalAt: number | null = null;
for (const name of ['SIGINT', 'SIGTERM'] as const) {
  process.on(name, () => {
    const now = performance.now();
    if (firstSignalAt === null) {
      firstSignalAt = now;
      process.stderr.write(`\nconformance: ${name} received: stopping (no new checks; the reports cover what ran). Press Ctrl-C again to quit at once.\n`);
      controller.abort(new RunStopped('interrupted', `interrupted by ${name}`));
    } else if (now - firstSignalAt > SAME_PRESS_MS) {
      process.stderr.write(`\nconformance: ${name} received again: quitting without reports.\n`);
      process.exit(128 + constants.signals[name]);
    }
  });
}

run(
  process.argv.slice(2),
  {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    isTty: process.stderr.isTTY === true,
    progress: true,
  },
  controller.signal,
).then(
  (code) => {
    process.exitCode = code;
    // A socket the server never closed must not keep the process alive once the reports are out.
    setTimeout(() => process.exit(code), 1000).unref();
  },
  (error: unknown) => {
    console.error('conformance: the checker failed unexpectedly:', error);
    process.exitCode = 2;
  },
);
