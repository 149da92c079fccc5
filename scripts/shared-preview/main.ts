/**
 * `npm run preview:shared -- --instances 2 --store redis://127.0.0.1:6379 [--port 4300] [--host 127.0.0.1] [preview options]`
 * `npm run preview:shared -- --to http://10.0.0.5:4301 --to http://10.0.0.6:4301 [--port 4300] [--host 0.0.0.0]`
 *
 * A shared preview: the production-like preview (`npm run preview:prod`: the production build and the standalone mock
 * server on one origin) as N instances, each a process of its own on the ports after the balancer's, sharing one world
 * store, behind the round-robin balancer (balancer.ts) where browsers go. Every instance gets the same token and lets
 * in the pages of the balancer's origins. With `--to`, only the balancer runs, in front of instances started elsewhere.
 * See the README's "A shared preview".
 */
import { TOKEN_HEADER, newToken } from '../../mocks/client-access.ts';
import { DEFAULT_PERSONA } from '../../mocks/scenarios/personas.ts';
import { OptionError, readCommandLine, runCommand, wholeNumber } from '../mock-server/options.ts';
import { freePort } from '../free-port.ts';
import { DEFAULT_PREVIEW_PORT, ownOrigins } from '../preview/address.ts';
import { startBalancer, type RunningBalancer } from './balancer.ts';
import { startInstance, type RunningInstance } from './instances.ts';

/** The most instances one command starts (each is a node process of a few hundred MB). */
const MAX_INSTANCES = 16;

const usage = `Usage: npm run preview:shared -- --instances <n> --store <url> [options]   (builds with \`npm run build\`, then serves)
       npm run preview:shared -- --to <url> --to <url> [--port <n>] [--host <addr>]   (the balancer alone)

  --instances <n>     how many instances of the production-like preview to start (1–${MAX_INSTANCES}), each a process of
                      its own on the ports after --port (4301, 4302, …), bound to 127.0.0.1
  --store <url>       the world store they share: redis://host:port (needed for more than one instance: instances
                      keeping worlds in their own memory would each show a browser another world)
  --port <n>          the balancer's port, the one browsers open (default ${DEFAULT_PREVIEW_PORT}; 0 picks a free one)
  --host <addr>       the balancer's address (default 127.0.0.1; 0.0.0.0 for a TV or phone on the LAN)
  --token <secret>    what a program without a browser Origin sends in ${TOKEN_HEADER}, the same on every instance
                      (default: a new random one, printed)
  --to <url>          balance an instance started elsewhere (repeatable) instead of starting instances
  Every other option goes to each instance as it is: --scenario, --faults, --origin, --signed-out, --dir, --world,
  --clock, --clock-rate, --clock-frozen (npm run preview:prod -- --help says what each does).
  --help              this text`;

/** The options this command reads itself (each takes a value); the rest are the instances'. */
const OWN = ['instances', 'store', 'to', 'port', 'host', 'token'] as const;

/** The command line without this command's own options (`--name value` and `--name=value`): what each instance gets. */
function instanceArguments(argv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    const name = /^--([^=]+)/.exec(argument)?.[1];
    if (name && (OWN as readonly string[]).includes(name)) {
      if (!argument.includes('=')) index += 1;
      continue;
    }
    kept.push(argument);
  }
  return kept;
}

function checkedUrl(option: string, value: string, protocols: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new OptionError(`--${option} must be a URL (${protocols.map((protocol) => `${protocol}//host:port`).join(' or ')}), got "${value}".`);
  }
  if (!protocols.includes(url.protocol)) throw new OptionError(`--${option} must be a ${protocols.join(' or ')} URL, got "${value}".`);
  return value;
}

interface SharedOptions {
  port: number;
  host: string;
  token: string;
  /** Instances started elsewhere (--to), or none. */
  to: string[];
  instances: number;
  store: string | undefined;
  /** What each instance gets besides its port, host, token, store and the balancer's origins. */
  passed: string[];
}

interface RunningShared {
  balancer: RunningBalancer;
  instances: RunningInstance[];
  targets: string[];
  close(): Promise<void>;
}

async function startShared(options: SharedOptions): Promise<RunningShared> {
  const balancerPort = options.port === 0 ? await freePort(options.host) : options.port;
  const instances: RunningInstance[] = [];
  let stopping = false;
  let targets = options.to;
  if (targets.length === 0) {
    // The pages the browsers load come from the balancer's origin: each instance lets those in on its socket, relay and control API.
    const origins = ownOrigins(options.host, balancerPort).flatMap((origin) => ['--origin', origin]);
    const ports: number[] = [];
    for (let index = 1; index <= options.instances; index += 1) ports.push(options.port === 0 ? await freePort('127.0.0.1') : balancerPort + index);
    try {
      for (const [index, port] of ports.entries()) {
        // The token joined to its option: a generated one (base64url) may begin with '-', which an option parser would
        // read as an option of its own (seen failing about one start in 64).
        const args = ['--port', String(port), '--host', '127.0.0.1', `--token=${options.token}`, ...(options.store ? ['--store', options.store] : []), ...origins, ...options.passed];
        instances.push(await startInstance({ name: `instance ${index + 1}`, entry: 'preview', args }));
      }
    } catch (error) {
      await Promise.all(instances.map((instance) => instance.stop()));
      throw error;
    }
    targets = ports.map((port) => `http://127.0.0.1:${port}`);
    for (const [index, instance] of instances.entries()) {
      void instance.exited.then(() => {
        if (!stopping) console.log(`[shared preview] ${instance.name} (${targets[index]}) stopped; the balancer skips it. Start it again with:\n  ${instance.command}`);
      });
    }
  }
  let balancer: RunningBalancer;
  try {
    balancer = await startBalancer({ targets, port: balancerPort, host: options.host });
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.stop()));
    throw error;
  }
  return {
    balancer,
    instances,
    targets,
    close: async () => {
      stopping = true;
      await balancer.close();
      await Promise.all(instances.map((instance) => instance.stop()));
    },
  };
}

runCommand({
  name: 'preview:shared',
  usage,
  read: async () => {
    const argv = process.argv.slice(2);
    const line = readCommandLine(
      argv,
      { instances: { type: 'string' }, store: { type: 'string' }, to: { type: 'string', multiple: true }, 'signed-out': { type: 'boolean' }, dir: { type: 'string' } },
      { port: DEFAULT_PREVIEW_PORT, persona: DEFAULT_PERSONA },
    );
    if (line.help) return line;
    const { values, world } = line;
    const to = ((values.to ?? []) as unknown as string[]).map((url) => checkedUrl('to', url, ['http:']));
    const instances = wholeNumber('instances', values.instances, to.length > 0 ? 0 : 1);
    if (to.length > 0 && values.instances !== undefined) throw new OptionError('--to balances instances started elsewhere: give --to or --instances, not both.');
    if (to.length === 0 && (instances < 1 || instances > MAX_INSTANCES)) throw new OptionError(`--instances must be 1 to ${MAX_INSTANCES}, got "${values.instances}".`);
    const store = values.store === undefined ? undefined : checkedUrl('store', values.store, ['redis:', 'rediss:']);
    if (instances > 1 && store === undefined) {
      throw new OptionError(`--instances ${instances} needs --store redis://host:port: instances keeping their worlds in their own memory would each show a browser another world.`);
    }
    const options: SharedOptions = {
      port: world.port,
      host: world.host ?? '127.0.0.1',
      token: world.token ?? newToken(),
      to,
      instances,
      store,
      passed: instanceArguments(argv),
    };
    return { help: false, port: world.port, options };
  },
  start: startShared,
  announce: (running, options) => {
    const page = running.balancer.url.replace('127.0.0.1', 'localhost');
    console.log(`Airwave shared preview at ${page}/player/mytv  ·  receiver ${page}/receiver/`);
    console.log(
      `The balancer sends each request and WebSocket in turn to ${running.targets.join(', ')}` +
        `${options.store ? `; their worlds are in ${options.store}` : ''}${running.instances.length > 0 ? `; scripts send ${TOKEN_HEADER}: ${options.token}` : ''}.`,
    );
    for (const instance of running.instances) console.log(`  ${instance.name}: ${instance.command}`);
  },
});
