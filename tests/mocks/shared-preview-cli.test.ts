import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INSTANCE_START_TIMEOUT_MS } from '../../scripts/shared-preview/instances.ts';
import { startCli } from './support/mock-server-cli.ts';

// `npm run preview:shared` (scripts/shared-preview/main.ts) as an operator runs it, in its own node process; each
// instance it starts is a node process of its own, which must not outlive it however it goes.
const SHARED = 'scripts/shared-preview/main.ts';
/** How long an instance may take to notice its parent gone and close, on a loaded machine. */
const INSTANCE_GONE_TIMEOUT_MS = 60_000;

let dir: string;

beforeAll(async () => {
  // A build as far as the preview checks one (its app page): the instances serve it.
  dir = await mkdtemp(path.join(tmpdir(), 'shared-preview-cli-'));
  await mkdir(path.join(dir, 'app'));
  await writeFile(path.join(dir, 'app/index.html'), '<!doctype html><title>shared-preview-cli build</title>');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Whether something listens on the local `port` now. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('npm run preview:shared', { timeout: 2 * INSTANCE_START_TIMEOUT_MS + 2 * INSTANCE_GONE_TIMEOUT_MS }, () => {
  it.each(['SIGKILL', 'SIGHUP'] as const)('takes its instances along when it gets %s: their ports close', async (signal) => {
    // A token that begins with '-', as one generated token in 64 does (base64url): its instances must take it as the token.
    const token = '-planted-token-with-a-leading-dash';
    const shared = await startCli(SHARED, ['--instances', '1', '--port', '0', '--dir', dir, `--token=${token}`], {}, { oneProcess: true, announced: 'The balancer sends', announcedWithinMs: INSTANCE_START_TIMEOUT_MS });
    try {
      const balancing = shared.out().split('\n').find((line) => line.startsWith('The balancer sends')) ?? '';
      const ports = [...balancing.matchAll(/http:\/\/127\.0\.0\.1:(\d+)/g)].map((match) => Number(match[1]));
      expect(ports.length, shared.out()).toBe(1);
      expect(shared.out()).toContain(`scripts send x-mock-token: ${token}.`);
      const [instance] = ports;
      expect(await listening(instance ?? 0)).toBe(true);
      expect(await (await fetch(`http://127.0.0.1:${instance}/player/mytv`)).text()).toContain('shared-preview-cli build');
      shared.signal(signal);
      await shared.exited;
      await vi.waitUntil(async () => !(await listening(instance ?? 0)), { timeout: INSTANCE_GONE_TIMEOUT_MS, interval: 100 });
    } finally {
      // Whatever is left of it (a failed run): the command and its instances are one process group.
      shared.kill();
    }
  });
});
