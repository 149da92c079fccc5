/**
 * The tests' own Redis (tests/support/redis-server.ts): it starts on a free port and answers, keeps nothing on disk
 * unless asked, comes back from an outage with what it held, stalls while frozen, keeps every acknowledged write over a crash with
 * persistence, says how to install redis-server when it is missing, and does not outlive the process that started it.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { redisCommand, startRedisServer, type RedisServer } from './redis-server.ts';

/** Generous for a loaded machine: how long a started or stopped Redis may take to show it. */
const WAIT = { timeout: 30_000 };

let servers: RedisServer[] = [];
let clients: Redis[] = [];
afterEach(async () => {
  for (const client of clients) client.disconnect();
  clients = [];
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function started(options: Parameters<typeof startRedisServer>[0] = {}): Promise<RedisServer> {
  const server = await startRedisServer(options);
  servers.push(server);
  return server;
}

/** A client as the mock server's store makes one, from the URL, that fails a command at once while Redis is away. */
function client(server: RedisServer): Redis {
  const connection = new Redis(server.url, { maxRetriesPerRequest: 0, enableOfflineQueue: false, lazyConnect: true });
  // Expected while a test takes Redis away; ioredis reconnects by itself.
  connection.on('error', () => undefined);
  clients.push(connection);
  return connection;
}

/** Whether anything listens on the port (a refused connection: no). */
function answers(port: number): Promise<boolean> {
  return redisCommand(port, ['PING']).then(
    () => true,
    () => false,
  );
}

describe("the tests' own Redis", () => {
  it('listens on a free local port of its own, never 6379, answers ioredis through its URL, and keeps nothing on disk by default', async () => {
    const server = await started();
    expect(server.port).not.toBe(6379);
    expect(server.url).toBe(`redis://127.0.0.1:${server.port}`);
    const redis = client(server);
    await redis.connect();
    expect(await redis.ping()).toBe('PONG');
    expect(await redis.config('GET', 'save')).toEqual(['save', '']);
    expect(await redis.config('GET', 'appendonly')).toEqual(['appendonly', 'no']);
    await redis.set('favorite', 'ch-abc');
    expect(await redis.get('favorite')).toBe('ch-abc');

    await server.stop();
    expect(server.running).toBe(false);
    expect(await answers(server.port)).toBe(false);
    await server.start();
    expect(server.running).toBe(true);
    const again = client(server);
    await again.connect();
    expect(await again.get('favorite')).toBeNull();
  });

  it('two of them run side by side on different ports', async () => {
    const [first, second] = await Promise.all([started(), started()]);
    expect(first?.port).not.toBe(second?.port);
    await first?.command('SET', 'where', 'first');
    expect(await second?.command('GET', 'where')).toBe('$-1');
    expect(await first?.command('GET', 'where')).toBe('$5');
  });

  it('goes away during an outage (connections refused, commands fail) and comes back on the same port with what it held', async () => {
    const server = await started();
    const redis = client(server);
    await redis.connect();
    await redis.set('profile-count', '3');
    const port = server.port;
    const during = await server.outage(async () => {
      expect(server.running).toBe(false);
      expect(await answers(port)).toBe(false);
      await expect(redis.get('profile-count')).rejects.toThrow();
      return 'seen';
    });
    expect(during).toBe('seen');
    expect(server.port).toBe(port);
    // The client reconnects by itself once Redis is back.
    await expect.poll(() => redis.get('profile-count').catch(() => 'not yet'), WAIT).toBe('3');
    // Without persistence the outage's snapshot is gone afterwards: a stop still forgets everything.
    await server.stop();
    await server.start();
    expect(await server.command('GET', 'profile-count')).toBe('$-1');
  });

  it('stalls while frozen (connections open, nothing answered) and answers again afterwards', async () => {
    const server = await started();
    await server.command('SET', 'kept', 'yes');
    await server.freeze(async () => {
      // A frozen process cannot answer, however long one waits: a short wait proves it as well as a long one.
      await expect(redisCommand(server.port, ['GET', 'kept'], 500)).rejects.toThrow(`Redis on port ${server.port} did not answer GET within 500 ms.`);
    });
    expect(await server.command('GET', 'kept')).toBe('$3');
  });

  it('with persistence keeps every acknowledged write over a crash, restarted on the same directory and port', async () => {
    const server = await started({ persist: true });
    const redis = client(server);
    await redis.connect();
    expect(await redis.config('GET', 'appendonly')).toEqual(['appendonly', 'yes']);
    for (let index = 0; index < 20; index += 1) await redis.rpush('created', `profile-${index}`);
    await server.kill();
    expect(await answers(server.port)).toBe(false);
    await server.start();
    await expect.poll(() => redis.lrange('created', 0, -1).catch(() => []), WAIT).toEqual(Array.from({ length: 20 }, (_, index) => `profile-${index}`));
    // A graceful stop keeps it too.
    await server.stop();
    await server.start();
    expect(await server.command('LLEN', 'created')).toBe(':20');
  });

  it('says how to install redis-server when it is missing', async () => {
    await expect(startRedisServer({ executable: '/nonexistent/redis-server' })).rejects.toThrow(
      "redis-server was not found at /nonexistent/redis-server. The Redis tests start their own Redis: install Debian's package (`sudo apt-get install -y redis-server`; .ci/run does it on CI), or set REDIS_SERVER to a redis-server 7 binary.",
    );
  });

  it.each([
    ['exits without stopping it', 'process.exit(0)', 0],
    ['is killed (no exit hook runs)', "process.kill(process.pid, 'SIGKILL')", null],
  ])('does not outlive the test process that started it when that process %s', async (_, end, exitCode) => {
    const helper = fileURLToPath(new URL('./redis-server.ts', import.meta.url));
    // A process that starts a Redis, prints its port and ends without stopping it.
    const script = `const { startRedisServer } = await import(${JSON.stringify(helper)}); const server = await startRedisServer(); console.log(server.port); ${end};`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(exitCode);
    const port = Number(output.trim());
    expect(port).toBeGreaterThan(0);
    await expect.poll(() => answers(port), WAIT).toBe(false);
  }, 60_000);
});
