import { describe, expect, it, vi } from 'vitest';
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { OptionError } from '../../scripts/mock-server/options.ts';
import { readProxyOptions } from '../../scripts/proxy/options.ts';
import { startToyBackend } from './support/toy-backend.ts';

// `npm run mock:server -- --upstream …`: bad input is refused with a message naming the option (exit code 2, no
// stack trace), and the reports are written when the server stops.

const GRAPHQL_NAMES = ['Page', 'UserSubscription'];
const root = fileURLToPath(new URL('../..', import.meta.url));
const cli = [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/mock-server/main.ts')];

describe('proxy mode’s options', () => {
  it('reads upstreams per contract, routes from a file and the command line (the command line wins)', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'proxy-options-'));
    await writeFile(path.join(folder, 'routes.json'), JSON.stringify({ listProfiles: 'real', billing: 'mock' }));
    const read = await readProxyOptions(
      { upstream: 'http://localhost:8080/', 'upstream-graphql': 'http://localhost:8081/graphql', routes: 'routes.json', route: ['listProfiles=auto', 'Page=mock'], strict: true, cookie: ['airwave_session=abc'] },
      GRAPHQL_NAMES,
      folder,
    );
    expect(read).toMatchObject({
      upstreams: { profile: 'http://localhost:8080', billing: 'http://localhost:8080', playback: 'http://localhost:8080', graphql: 'http://localhost:8081' },
      routes: [['listProfiles', 'real'], ['billing', 'mock'], ['listProfiles', 'auto'], ['Page', 'mock']],
      strict: true,
      cookies: { airwave_session: 'abc' },
    });
    expect(await readProxyOptions({}, GRAPHQL_NAMES)).toBeNull();
  });

  it.each([
    [{ upstream: 'localhost:8080' }, /--upstream must be an http:\/\/ or https:\/\/ URL, got "localhost:8080"/],
    [{ upstream: 'not a url' }, /--upstream must be an absolute http:\/\/ or https:\/\/ URL such as http:\/\/localhost:8080, got "not a url"/],
    [{ 'upstream-billing': 'ftp://x.test' }, /--upstream-billing must be an http:\/\/ or https:\/\/ URL/],
    [{ upstream: 'http://user:pw@x.test' }, /must not carry a user name or password/],
    [{ upstream: 'http://x.test', route: ['getProfile=real'] }, /unknown operation "getProfile" in a route/],
    [{ upstream: 'http://x.test', route: ['listProfiles=live'] }, /--route listProfiles=live: the mode must be one of real, mock, auto/],
    [{ upstream: 'http://x.test', route: ['listProfiles'] }, /--route takes operation=mode/],
    [{ upstream: 'http://x.test', routes: 'no-such-routes.json' }, /--routes no-such-routes\.json: the file cannot be read \(ENOENT\)/],
    [{ route: ['listProfiles=real'] }, /--route is for proxy mode: give --upstream <url>/],
    [{ upstream: 'http://x.test', cookie: ['airwave_session'] }, /--cookie takes name=value \(e\.g\. --cookie airwave_session=\$SESSION\), got "airwave_session"/],
    [{ upstream: 'http://x.test', report: '/no/such/folder/report' }, /--report \/no\/such\/folder\/report: the folder \/no\/such\/folder does not exist/],
  ])('%j is refused: %s', async (values, message) => {
    await expect(readProxyOptions(values, GRAPHQL_NAMES)).rejects.toThrow(OptionError);
    await expect(readProxyOptions(values, GRAPHQL_NAMES)).rejects.toThrow(message);
  });
});

describe('npm run mock:server -- --upstream …', () => {
  const run = (args: string[]) =>
    promisify(execFile)(process.execPath, [...cli, ...args]).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );

  it('refuses an unknown operation, a bad URL, an unreadable routes file and a route with no upstream: exit 2, no stack trace', { timeout: 120_000 }, async () => {
    const cases: Array<[string[], RegExp]> = [
      [['--upstream', 'http://localhost:1', '--route', 'listProfile=real'], /mock:server: unknown operation "listProfile" in a route.*did you mean listProfiles/],
      [['--upstream', 'htp//oops'], /mock:server: --upstream must be an absolute http:\/\/ or https:\/\/ URL/],
      [['--upstream', 'http://localhost:1', '--routes', '/no/such/routes.json'], /mock:server: --routes \/no\/such\/routes\.json: the file cannot be read \(ENOENT\)/],
      [['--upstream-billing', 'http://localhost:1', '--route', 'listProfiles=real'], /listProfiles=real needs an upstream for the profile contract: give --upstream <url> or --upstream-profile <url>/],
    ];
    for (const [args, message] of cases) {
      const result = await run(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('writes the JSON and JUnit reports when stopped', { timeout: 120_000 }, async () => {
    const toy = await startToyBackend();
    const folder = await mkdtemp(path.join(tmpdir(), 'proxy-report-'));
    // One process (node --import tsx), so that SIGTERM reaches the server itself, as it does under npm run.
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/mock-server/main.ts'), '--port', '0', '--upstream', toy.url, '--report', path.join(folder, 'drift')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      await vi.waitUntil(() => out.includes('scripts send'), { timeout: 90_000, interval: 50 });
      expect(out).toMatch(/Proxy mode: profile → http:\/\/127\.0\.0\.1:\d+, billing → .*Routes and violations: http:\/\/127\.0\.0\.1:\d+\/__mocks\/proxy/);
      const url = /at (http:\/\/\S+)/.exec(out)?.[1] ?? '';
      expect((await fetch(`${url}/geo/check`)).status).toBe(200);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const report = JSON.parse(await readFile(path.join(folder, 'drift.json'), 'utf8')) as { violations: Array<{ operation: string; schemaPath: string; curl: string }> };
      expect(report.violations).toMatchObject([{ operation: 'checkGeoFence' }]);
      const xml = await readFile(path.join(folder, 'drift.xml'), 'utf8');
      expect(xml).toContain('checkGeoFence — real traffic keeps the contract');
      expect(xml).toContain('<failure');
    } finally {
      child.kill();
      await toy.close();
    }
  });
});
