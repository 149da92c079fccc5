/**
 * The command-line options the mock world's two servers share — `npm run mock:server` (main.ts) and
 * `npm run preview:prod` (scripts/preview/main.ts) — read once, here: which persona and faults the worlds start
 * with, the named world every session shares (`--world`; otherwise each session has its own), where it listens,
 * which page origins it lets in, and the token a program without a browser sends.
 *
 * Reading is pure (`readCommandLine` returns the values or throws an `OptionError` whose message names the option
 * and what it must be); `runCommand` is the one place that turns an `OptionError` into usage text and exit code 2.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ClockInputError, ControlledClock, parseClockInstant, parseClockRate, type ClockChange } from '../../mocks/db/clock.ts';
import { FaultSyntaxError, parseFaults, type FaultSettings } from '../../mocks/scenarios/faults.ts';
import { isPersonaId, type PersonaId } from '../../mocks/scenarios/personas.ts';
import { checkWorldName, WorldNameError } from '../../mocks/worlds/places.ts';
import { parseRedisUrl, StoreUrlError } from '../../mocks/worlds/redis-url.ts';

/** Bad input on the command line; the message says which option and what it must be. */
export class OptionError extends Error {}

/** The options both servers take, as `node:util` `parseArgs` reads them. */
const SHARED_OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  scenario: { type: 'string' },
  faults: { type: 'string' },
  origin: { type: 'string', multiple: true },
  token: { type: 'string' },
  clock: { type: 'string' },
  'clock-rate': { type: 'string' },
  'clock-frozen': { type: 'boolean' },
  world: { type: 'string' },
  store: { type: 'string' },
  help: { type: 'boolean' },
} as const satisfies ParseArgsConfig['options'];

/** What the shared options say, checked. */
interface WorldOptions {
  port: number;
  host: string | undefined;
  persona: PersonaId;
  faults: FaultSettings;
  origins: string[] | undefined;
  token: string | undefined;
  /** The world's clock, set by --clock, --clock-rate and --clock-frozen (the machine's time until then). */
  clock: ControlledClock;
  /** The named world every session starts in (`--world`), instead of its own. */
  sharedWorld: string | undefined;
  /** Where the worlds are kept (`--store`): a Redis URL, or undefined for this process's memory. */
  store: string | undefined;
}

/** A whole number option (`--port`, `--seed`, …), or the fallback when it is not given. */
export function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isInteger(parsed) || parsed < 0) throw new OptionError(`--${name} must be a whole number, got "${value}".`);
  return parsed;
}

function readPersona(scenario: string | undefined, fallback: PersonaId): PersonaId {
  const persona = scenario ?? fallback;
  if (!isPersonaId(persona)) throw new OptionError(`unknown scenario "${persona}".`);
  return persona;
}

function readFaults(text: string | undefined): FaultSettings {
  try {
    return text ? parseFaults(text) : {};
  } catch (error) {
    if (error instanceof FaultSyntaxError) throw new OptionError(error.message);
    throw error;
  }
}

function readWorld(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  try {
    return checkWorldName(name, '--world');
  } catch (error) {
    if (error instanceof WorldNameError) throw new OptionError(error.message);
    throw error;
  }
}

function readPort(value: string | undefined, fallback: number): number {
  const port = wholeNumber('port', value, fallback);
  if (port > 65535) throw new OptionError(`--port must be a port number (0–65535), got "${value}".`);
  return port;
}

function readToken(token: string | undefined): string | undefined {
  if (token !== undefined && !/^[\x21-\x7e]{8,}$/.test(token)) throw new OptionError('--token must be at least 8 visible characters with no spaces.');
  return token;
}

/** The --store URL, checked (undefined: in memory); a bad one is an OptionError saying what it must be. */
function readStore(value: string | undefined): string | undefined {
  if (value === undefined || value === 'memory') return undefined;
  try {
    parseRedisUrl(value);
  } catch (error) {
    if (error instanceof StoreUrlError) throw new OptionError(`--store: ${error.message}`);
    throw error;
  }
  return value;
}

/** The usage lines of the store option, the same for both servers. */
export const STORE_USAGE = `  --store <url>       where the worlds are kept: memory (the default: this process's, gone when it stops) or a Redis
                      server, redis://host:port[/db] (e.g. redis://127.0.0.1:6379/0): several instances then serve
                      the same worlds and relay each cast channel between all their pages, a restart loses no world;
                      while Redis is away requests get 503; the persona, faults and clock of the requests without a
                      session are those kept in Redis, not this instance's options (see mocks/README.md)`;

/** The usage lines of the clock options, the same for both servers. */
export const CLOCK_USAGE = `  --clock <date-time> the world's date and time at start, ISO 8601 with its zone (e.g. 2026-12-24T20:00Z;
                      default: the machine's time); it then runs on from there
  --clock-rate <n>    how fast the world's clock runs: 1 real time (default), 60 a minute per second
  --clock-frozen      the world's clock stands still (at --clock, or at the start time)
                      The clock can be changed while running: PUT /__mocks/clock (see mocks/README.md).`;

/** The world's clock as the clock options set it; the options' own wording on bad input. */
export function readClock(values: { clock?: string; rate?: string; frozen?: boolean }): ControlledClock {
  const clock = new ControlledClock(() => Date.now());
  const change: ClockChange = {};
  try {
    if (values.clock !== undefined) change.at = parseClockInstant(values.clock);
    if (values.rate !== undefined) change.rate = parseClockRate(values.rate);
  } catch (error) {
    if (error instanceof ClockInputError) throw new OptionError(`${values.clock !== undefined && change.at === undefined ? '--clock' : '--clock-rate'}: ${error.message}`);
    throw error;
  }
  if (values.frozen) change.frozen = true;
  if (Object.keys(change).length > 0) clock.set(change);
  return clock;
}

/**
 * Reads `argv` with the shared options plus a command's own (`node:util` parseArgs, strict), and checks the shared
 * ones. `help` is true when --help was given (then nothing else is checked). Throws OptionError on anything it
 * cannot take.
 */
export function readCommandLine<Own extends NonNullable<ParseArgsConfig['options']>>(
  argv: string[],
  own: Own,
  defaults: { port: number; persona: PersonaId },
) {
  const options = { ...SHARED_OPTIONS, ...own };
  let values;
  try {
    values = parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new OptionError((error as Error).message);
  }
  const shared = values as {
    port?: string;
    host?: string;
    scenario?: string;
    faults?: string;
    origin?: string[];
    token?: string;
    clock?: string;
    'clock-rate'?: string;
    'clock-frozen'?: boolean;
    world?: string;
    store?: string;
    help?: boolean;
  };
  const ownValues = values as { [K in keyof Own]?: Own[K]['type'] extends 'boolean' ? boolean : string };
  if (shared.help) return { help: true as const };
  const world: WorldOptions = {
    port: readPort(shared.port, defaults.port),
    host: shared.host,
    persona: readPersona(shared.scenario, defaults.persona),
    faults: readFaults(shared.faults),
    origins: shared.origin,
    token: readToken(shared.token),
    clock: readClock({ clock: shared.clock, rate: shared['clock-rate'], frozen: shared['clock-frozen'] }),
    sharedWorld: readWorld(shared.world),
    store: readStore(shared.store),
  };
  return { help: false as const, values: ownValues, world };
}

/** Something `runCommand` starts and stops on SIGINT/SIGTERM. */
interface Running {
  close(): Promise<void>;
}

/** The signals that stop a server command: Ctrl-C, a service manager's stop, and its terminal closing. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Runs a server command: `read` checks the command line (an OptionError prints the message and the usage, exit 2;
 * --help prints the usage, exit 0), `start` starts it, `announce` says where it runs; a port in use or a failed start
 * is told in one line, exit 2. It stops (closing what it started) on SIGINT, SIGTERM and SIGHUP, and, when a node
 * process started it with an IPC channel (the shared preview's instances, scripts/shared-preview/instances.ts), as
 * soon as that channel closes: the parent has gone, even killed with SIGKILL (the kernel closes its end), and an
 * instance does not outlive it.
 */
export function runCommand<Options, Server extends Running>(command: {
  name: string;
  usage: string;
  read: () => Promise<{ help: true } | { help: false; port: number; options: Options }>;
  start: (options: Options) => Promise<Server>;
  announce: (server: Server, options: Options) => void;
}): void {
  const fail = (message: string): never => {
    console.error(`${command.name}: ${message}\n\n${command.usage}`);
    process.exit(2);
  };
  let server: Server | undefined;
  let leaving = false;
  const leave = () => {
    if (!server) process.exit(0);
    if (leaving) return;
    leaving = true;
    void server.close().then(() => process.exit(0));
  };
  // From the start, so that a parent gone while this one still starts takes it along too.
  if (process.channel) process.once('disconnect', leave);
  command
    .read()
    .then(async (read) => {
      if (read.help) {
        console.log(command.usage);
        process.exit(0);
      }
      server = await command.start(read.options).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE') fail(`port ${read.port} is already in use; pick another with --port.`);
        return fail(`could not start: ${error.message}`);
      });
      command.announce(server, read.options);
      for (const signal of STOP_SIGNALS) process.on(signal, leave);
    })
    .catch((error: unknown) => {
      if (error instanceof OptionError) fail(error.message);
      throw error;
    });
}
