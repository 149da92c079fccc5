/**
 * `npm run conformance -- --rest http://localhost:4400 --graphql http://localhost:4400/graphql
 *                         --cookie airwave_session=… [--junit report.xml] [--html report.html]`
 *
 * Entry point only: see cli.ts for the options and USAGE for the text `--help` prints.
 */
import { run } from './cli.ts';

const controller = new AbortController();
process.once('SIGINT', () => controller.abort());

run(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  isTty: process.stderr.isTTY === true,
  progress: true,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('conformance: the checker failed unexpectedly:', error);
    process.exitCode = 2;
  },
);
