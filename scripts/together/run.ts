/**
 * Runs commands side by side, as `npm test` runs its checks before the browser suite: each one's output (stdout and
 * stderr, in the order it wrote them) is held and printed in one piece once it ends, so that the checks that run
 * together never interleave their lines and a failure reads as it would alone. Every command runs to its end, also
 * when another fails, so one run names every failing check.
 */
import { spawn } from 'node:child_process';

export interface Command {
  /** What the block and the summary call it (the npm script's name). */
  name: string;
  file: string;
  args: readonly string[];
}

export interface Outcome {
  name: string;
  /** The exit code; 1 for a command ended by a signal or that could not start. */
  code: number;
  wallS: number;
}

export interface TogetherOptions {
  /** Where the blocks and the summary go (process.stdout in the CLI). */
  write: (text: string) => void;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

/** The running children, so that a signal to the runner reaches them (see main.ts). */
const running = new Set<ReturnType<typeof spawn>>();

export function forwardSignal(signal: NodeJS.Signals): void {
  for (const child of running) child.kill(signal);
}

const rule = (text: string) => `── ${text} ${'─'.repeat(Math.max(3, 76 - text.length))}\n`;

function runOne(command: Command, options: TogetherOptions): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command.file, [...command.args], { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    let startError: Error | undefined;
    child.on('error', (error) => (startError = error));
    child.on('close', (exitCode, signal) => {
      running.delete(child);
      const wallS = (performance.now() - started) / 1000;
      const code = exitCode ?? 1;
      let output = Buffer.concat(chunks).toString();
      if (startError) output += `${command.name} could not start: ${startError.message}\n`;
      if (output.length > 0 && !output.endsWith('\n')) output += '\n';
      const how = signal ? `ended by ${signal}` : code === 0 ? 'passed' : `FAILED (exit ${code})`;
      options.write(`${rule(command.name)}${output}${rule(`${command.name}: ${how} in ${wallS.toFixed(1)} s`)}`);
      resolve({ name: command.name, code: signal || startError ? Math.max(code, 1) : code, wallS });
    });
  });
}

/**
 * Starts every command at once and resolves, once all have ended, with their outcomes in the order given. Each
 * command's block is written as soon as it ends, then a summary line per command.
 */
export async function runTogether(commands: readonly Command[], options: TogetherOptions): Promise<Outcome[]> {
  options.write(`Running together: ${commands.map((command) => command.name).join(', ')} (each one's output once it ends)\n`);
  const outcomes = await Promise.all(commands.map((command) => runOne(command, options)));
  const failed = outcomes.filter((outcome) => outcome.code !== 0);
  const summary = outcomes.map((outcome) => `  ${outcome.code === 0 ? 'passed' : 'FAILED'}  ${outcome.name} (${outcome.wallS.toFixed(1)} s)`);
  options.write(`${rule(failed.length === 0 ? 'all passed' : `${failed.length} of ${outcomes.length} failed: ${failed.map((outcome) => outcome.name).join(', ')}`)}${summary.join('\n')}\n`);
  return outcomes;
}
