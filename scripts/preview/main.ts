/**
 * `npm run preview:prod -- [--port 4300] [--host 127.0.0.1] [--scenario core-subscriber] [--faults …] [--origin …]
 *                          [--signed-out] [--dir dist] [--token T]`
 *
 * Serves the production build (`npm run build`, which `npm run preview:prod` runs first) and the standalone mock
 * server on one origin: the production-like preview (server.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { stat } from 'node:fs/promises';
import { TOKEN_HEADER } from '../../mocks/client-access.ts';
import { FaultSyntaxError, parseFaults } from '../../mocks/scenarios/faults.ts';
import { DEFAULT_PERSONA, isPersonaId, personas } from '../../mocks/scenarios/personas.ts';
import { DEFAULT_PREVIEW_PORT, startPreview } from './server.ts';
import { SIGN_IN_PATH, SIGN_OUT_PATH } from './static-site.ts';

const workspace = fileURLToPath(new URL('../..', import.meta.url));

const usage = `Usage: npm run preview:prod -- [options]   (builds with \`npm run build\`, then serves)

  --port <n>          port to listen on (default ${DEFAULT_PREVIEW_PORT}; 0 picks a free one)
  --host <addr>       address to bind (default 127.0.0.1; 0.0.0.0 for a TV or phone on the LAN)
  --scenario <name>   persona the mocks serve (default ${DEFAULT_PERSONA}); one of:
                      ${Object.keys(personas).join(', ')}
  --faults <text>     faults, e.g. "Page:delay=2000" (see mocks/README.md)
  --origin <url>      another page origin allowed on the API's socket, cast relay and control API (repeatable);
                      this server's own origins always are
  --signed-out        hand out no session cookie: the app shows its signed-out state
                      (${SIGN_IN_PATH} signs this browser in, ${SIGN_OUT_PATH} out)
  --dir <folder>      the build to serve (default dist/)
  --token <secret>    what a program without a browser Origin sends in ${TOKEN_HEADER} (default: a new random one)
  --help              this text`;

function fail(message: string): never {
  console.error(`preview:prod: ${message}\n\n${usage}`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      scenario: { type: 'string' },
      faults: { type: 'string' },
      origin: { type: 'string', multiple: true },
      'signed-out': { type: 'boolean' },
      dir: { type: 'string' },
      token: { type: 'string' },
      help: { type: 'boolean' },
    },
  }).values;
} catch (error) {
  fail((error as Error).message);
}
if (args.help) {
  console.log(usage);
  process.exit(0);
}

const persona = args.scenario ?? DEFAULT_PERSONA;
if (!isPersonaId(persona)) fail(`unknown scenario "${persona}".`);
function readFaults(text: string | undefined) {
  try {
    return text ? parseFaults(text) : {};
  } catch (error) {
    if (error instanceof FaultSyntaxError) fail(error.message);
    throw error;
  }
}
const faults = readFaults(args.faults);
const port = args.port === undefined ? DEFAULT_PREVIEW_PORT : Number(args.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number, got "${args.port}".`);
if (args.token !== undefined && !/^[\x21-\x7e]{8,}$/.test(args.token)) fail('--token must be at least 8 visible characters with no spaces.');
const dir = path.resolve(workspace, args.dir ?? 'dist');
const built = await stat(path.join(dir, 'app/index.html')).then(
  () => true,
  () => false,
);
if (!built) fail(`${dir} holds no production build (app/index.html): run \`npm run build\` first, or \`npm run preview:prod\`, which does.`);

startPreview({ dir, port, host: args.host, persona, faults, origins: args.origin, signedOut: args['signed-out'] ?? false, token: args.token }).then(
  (running) => {
    const page = running.url.replace('127.0.0.1', 'localhost');
    console.log(`Airwave production-like preview (${persona}) at ${page}/player/mytv  ·  receiver ${page}/receiver/`);
    console.log(`The production build from ${path.relative(workspace, dir) || '.'}/ and the mock API on one origin; ${args['signed-out'] ? `signed out (${SIGN_IN_PATH} signs in)` : 'the first page signs the browser in (session cookie)'}.`);
    console.log(`Pages of ${running.origins.join(', ')} may use the socket, the cast relay and /__mocks; scripts send ${TOKEN_HEADER}: ${running.token}`);
    const stop = () => void running.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') fail(`port ${port} is already in use; pick another with --port.`);
    fail(`could not start: ${error.message}`);
  },
);
