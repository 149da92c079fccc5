/**
 * The conformance command line as a backend developer meets it: help, argument mistakes and an
 * unreachable server end with exit code 2 and a message that says what is wrong.
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseCli, run, USAGE } from '../../scripts/conformance/cli.ts';
import { captureIo } from './support/cli-io.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function exitOf(argv: string[]) {
  const io = captureIo();
  const code = await run(argv, io);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('conformance command line', () => {
  it('prints the usage for --help and exits 0', async () => {
    const { code, stdout } = await exitOf(['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('Usage: npm run conformance');
    expect(stdout).toContain('--rest <url>');
    expect(stdout).toContain('Exit codes');
  });

  it.each([
    [[], 'say which server to check'],
    [['--rest'], "Option '--rest <value>' argument missing"],
    [['--rest', 'localhost:4400'], '--rest must be a http: or https: URL'],
    [['--rest', 'not a url'], '--rest must be an absolute URL'],
    [['--rest', 'http://x', '--bogus'], "Unknown option '--bogus'"],
    [['--rest', 'http://x', '--cookie', 'novalue'], '--cookie must be name=value'],
    [['--rest', 'http://x', '--header', 'no colon here'], '--header must be "name: value"'],
    [['--rest', 'http://x', '--concurrency', '0'], '--concurrency must be a whole number of at least 1'],
    [['--rest', 'http://x', '--timeout', 'soon'], '--timeout must be a whole number'],
    [['--rest-profile', 'http://x'], 'also --rest-billing and --rest-playback'],
    [['--rest', 'http://x', '--ws', 'ws://x/graphql-subscriptions'], '--ws needs --graphql'],
    [['--graphql', 'http://x/graphql', '--ws', 'http://x'], '--ws must be a ws: or wss: URL'],
  ])('refuses %j with a specific message, the usage and exit code 2', async (argv, message) => {
    const { code, stderr } = await exitOf(argv);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
    expect(stderr).toContain(USAGE.split('\n')[0]);
  });

  it('reads cookies, headers, per-contract overrides and a default subscriptions URL', () => {
    const options = parseCli([
      '--rest', 'http://api.test',
      '--rest-billing', 'http://billing.test',
      '--graphql', 'https://gql.test/graphql',
      '--cookie', 'airwave_session=abc=def',
      '--header', 'Authorization: Bearer xyz',
      '--only', 'createProfile',
      '--skip', 'negative',
    ]);
    expect(options).not.toBe('help');
    if (options === 'help') return;
    expect(options.target.rest).toEqual({ profile: 'http://api.test', billing: 'http://billing.test', playback: 'http://api.test' });
    expect(options.target.wsUrl).toBe('wss://gql.test/graphql-subscriptions');
    expect(options.target.cookies).toEqual({ airwave_session: 'abc=def' });
    expect(options.target.headers).toEqual({ authorization: 'Bearer xyz' });
    expect(options).toMatchObject({ only: ['createProfile'], skip: ['negative'], concurrency: 8 });
  });

  it('exits 2 naming the URL when the REST server cannot be reached', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const { code, stderr } = await exitOf(['--rest', url, '--timeout', '2000']);
    expect(code).toBe(2);
    expect(stderr).toContain(`cannot reach the REST server at ${url}`);
    expect(stderr).toMatch(/ECONNREFUSED/);
  });

  it('exits 2 naming the URL when the GraphQL server cannot be introspected', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/graphql`;
    const { code, stderr } = await exitOf(['--graphql', url, '--timeout', '2000']);
    expect(code).toBe(2);
    expect(stderr).toContain(url);
  });

  // Two node processes that each load the checker: seconds on a quiet machine, over 20 s on a loaded one (a CI run).
  it('runs as `npm run conformance` and exits with the checker’s code', { timeout: 120_000 }, async () => {
    const tsx = path.join(root, 'node_modules/.bin/tsx');
    const result = await promisify(execFile)(tsx, ['scripts/conformance/main.ts', '--help'], { cwd: root });
    expect(result.stdout).toContain('Usage: npm run conformance');
    const failing = await promisify(execFile)(tsx, ['scripts/conformance/main.ts', '--rest', 'ftp://x'], { cwd: root }).catch((error: { code: number; stderr: string }) => error);
    expect(failing).toMatchObject({ code: 2 });
    expect((failing as { stderr: string }).stderr).toContain('--rest must be a http: or https: URL');
  });
});
