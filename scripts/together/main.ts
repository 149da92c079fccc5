/**
 * `tsx scripts/together/main.ts <npm script>…`: runs the named npm scripts side by side (`npm test` does so with its
 * checks before the browser suite, see README) and exits 1 when any failed. Each script's output is printed in one
 * piece once it ends (run.ts); a summary names each script's result and wall time.
 */
import { forwardSignal, runTogether } from './run.ts';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/together/main.ts <npm script>…');
  process.exit(2);
}

// The output goes through a pipe: keep the colours a terminal would show.
const env = process.stdout.isTTY && !('NO_COLOR' in process.env) ? { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } : process.env;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => forwardSignal(signal));

const outcomes = await runTogether(
  scripts.map((name) => ({ name, file: 'npm', args: ['run', name] })),
  { write: (text) => process.stdout.write(text), env },
);
process.exitCode = outcomes.every((outcome) => outcome.code === 0) ? 0 : 1;
