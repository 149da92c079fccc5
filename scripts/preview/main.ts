/**
 * `npm run preview:prod -- [--port 4300] [--host 127.0.0.1] [--scenario core-subscriber] [--faults …] [--origin …]
 *                          [--signed-out] [--dir dist] [--token T]`
 *
 * Serves the production build (`npm run build`, which `npm run preview:prod` runs first) and the standalone mock
 * server on one origin: the production-like preview (server.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stat } from 'node:fs/promises';
// What reads and checks the command line is imported here; the preview server, and with it the mock world, is
// imported once the arguments are good (start), so --help and a bad argument answer without loading them.
import { TOKEN_HEADER } from '../../mocks/client-access.ts';
import { DEFAULT_PERSONA, PERSONA_IDS } from '../../mocks/scenarios/personas.ts';
import { CLOCK_USAGE, OptionError, readCommandLine, runCommand, STORE_USAGE } from '../mock-server/options.ts';
import { DEFAULT_PREVIEW_PORT, SIGN_IN_PATH, SIGN_OUT_PATH } from './address.ts';

const workspace = fileURLToPath(new URL('../..', import.meta.url));

const usage = `Usage: npm run preview:prod -- [options]   (builds with \`npm run build\`, then serves)

  --port <n>          port to listen on (default ${DEFAULT_PREVIEW_PORT}; 0 picks a free one)
  --host <addr>       address to bind (default 127.0.0.1; 0.0.0.0 for a TV or phone on the LAN)
  --scenario <name>   persona the mocks serve (default ${DEFAULT_PERSONA}); one of:
                      ${PERSONA_IDS.join(', ')}
  --faults <text>     faults, e.g. "Page:delay=2000" (see mocks/README.md)
  --origin <url>      another page origin allowed on the API's socket, cast relay and control API (repeatable);
                      this server's own origins always are
  --signed-out        hand out no session cookie: the app shows its signed-out state
                      (${SIGN_IN_PATH} signs this browser in, ${SIGN_OUT_PATH} out)
  --dir <folder>      the build to serve (default dist/)
  --token <secret>    what a program without a browser Origin sends in ${TOKEN_HEADER} (default: a new random one)
${CLOCK_USAGE}
  --world <name>      every browser starts in this named world, shared (a demo; default: each browser its own)
${STORE_USAGE}
  --help              this text`;

runCommand({
  name: 'preview:prod',
  usage,
  read: async () => {
    const line = readCommandLine(process.argv.slice(2), { 'signed-out': { type: 'boolean' }, dir: { type: 'string' } }, { port: DEFAULT_PREVIEW_PORT, persona: DEFAULT_PERSONA });
    if (line.help) return line;
    const { values, world } = line;
    const dir = path.resolve(workspace, values.dir ?? 'dist');
    const built = await stat(path.join(dir, 'app/index.html')).then(
      () => true,
      () => false,
    );
    if (!built) throw new OptionError(`${dir} holds no production build (app/index.html): run \`npm run build\` first, or \`npm run preview:prod\`, which does.`);
    return { help: false, port: world.port, options: { ...world, dir, signedOut: values['signed-out'] ?? false } };
  },
  start: async (options) => (await import('./server.ts')).startPreview(options),
  announce: (running, { persona, dir, signedOut, store }) => {
    if (store !== undefined) console.log(`Worlds kept in Redis at ${store} (shared with every instance started with the same --store).`);
    const page = running.url.replace('127.0.0.1', 'localhost');
    console.log(`Airwave production-like preview (${persona}) at ${page}/player/mytv  ·  receiver ${page}/receiver/`);
    console.log(`The production build from ${path.relative(workspace, dir) || '.'}/ and the mock API on one origin; ${signedOut ? `signed out (${SIGN_IN_PATH} signs in)` : 'the first page signs the browser in (session cookie)'}.`);
    console.log(`Pages of ${running.origins.join(', ')} may use the socket, the cast relay and /__mocks; scripts send ${TOKEN_HEADER}: ${running.token}`);
  },
});
