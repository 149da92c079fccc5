import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, startCli } from './support/mock-server-cli.ts';

// `npm run preview:prod`'s command line (scripts/preview/main.ts), checked as the mock server's is: each run is the
// CLI through tsx in its own node process, recording the workspace's modules it loads.
const PREVIEW = 'scripts/preview/main.ts';
/** What the mock world and the preview server are: none of it may load before the arguments are good. */
const WORLD = /^mocks\/(backend|server)\.ts$|^mocks\/graphql\/|^mocks\/db\/catalog\/index\.ts$|^scripts\/preview\/(server|static-site)\.ts$/;

describe('npm run preview:prod', { timeout: 120_000 }, () => {
  it('checks its arguments before it loads the mock world: a bad one is refused with exit 2, a specific message and no stack trace', async () => {
    const refusals: Array<[string[], RegExp]> = [
      [['--port', 'eighty'], /^preview:prod: --port must be a whole number, got "eighty"\./],
      [['--colour'], /^preview:prod: Unknown option '--colour'/],
      [['--scenario', 'nobody'], /^preview:prod: unknown scenario "nobody"\./],
      [['--store', 'mysql://127.0.0.1'], /^preview:prod: --store: "mysql:\/\/127\.0\.0\.1" is not a Redis URL/],
      [['--dir', 'no-such-build'], /^preview:prod: \S*no-such-build holds no production build \(app\/index\.html\): run `npm run build` first/],
    ];
    for (const [args, message] of refusals) {
      const result = await runCli(PREVIEW, args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).toContain('Usage: npm run preview:prod -- [options]');
      expect(result.stderr).not.toMatch(/^\s+at /m);
      // The recording works (the options were loaded), and nothing of the world or the preview server was.
      expect(result.loaded).toContain('scripts/mock-server/options.ts');
      expect(result.loaded.filter((file) => WORLD.test(file)), args.join(' ')).toEqual([]);
    }
  });

  it('answers --help at once with its options and the personas, exit 0, loading nothing of the world', async () => {
    const help = await runCli(PREVIEW, ['--help']);
    expect(help.code).toBe(0);
    expect(help.loaded).toContain('scripts/preview/main.ts');
    expect(help.loaded.filter((file) => WORLD.test(file))).toEqual([]);
  });

  it('with good arguments loads the preview server and serves the build it was given', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'preview-cli-'));
    try {
      await mkdir(path.join(dir, 'app'));
      await writeFile(path.join(dir, 'app/index.html'), '<!doctype html><title>preview-cli build</title>');
      const preview = await startCli(PREVIEW, ['--port', '0', '--dir', dir, '--token', 'preview-cli-secret']);
      try {
        expect(preview.out()).toContain('Airwave production-like preview (core-subscriber)');
        const page = await fetch(`${new URL(preview.url).origin.replace('localhost', '127.0.0.1')}/player/mytv`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('preview-cli build');
      } finally {
        preview.stop();
        await preview.exited;
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
