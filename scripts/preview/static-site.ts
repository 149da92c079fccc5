/**
 * The built app and receiver (`npm run build`'s dist/) served as a static host would serve them, for the
 * production-like preview (server.ts): the same URLs as the dev server (`/` → `/player/mytv`, every `/player/…`
 * page from the app's index.html, `/receiver/…` from the receiver's), hashed assets cached for a year, pages
 * revalidated, text compressed (brotli or gzip, as the browser accepts), and the session cookie the mock world
 * expects handed out with the first page, because a production build has no Mocks panel to sign in with: a new
 * session for every browser, so that each has its own world.
 * Anything that is not a file of the build is declined, and the mock server answers it (the API).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { parseCookies, SESSION_COOKIE } from '../../mocks/core/exchange.ts';
import { answerEncoding, type StaticSite } from '../../mocks/server.ts';
import { SIGN_IN_PATH, SIGN_OUT_PATH } from './address.ts';
import { isAppPagePath } from '../../common/links.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A session a program signs in with (any non-empty value counts as signed in for the mocks; each has its own world). */
export const PREVIEW_SESSION = 'preview-session';

/** A new browser's session: its own, so that its world is its own (mocks/worlds/places.ts). */
function newSession(): string {
  return `preview-${randomBytes(12).toString('base64url')}`;
}

export interface StaticSiteOptions {
  /** The build's folder (dist/). */
  dir: string;
  /** Serve pages without handing out the session cookie (the app then shows its signed-out state); default false. */
  signedOut?: boolean;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.svg', '.txt', '.wasm']);
/** Vite names every file under assets/ by its content hash: it never changes under that name. */
const IMMUTABLE_PREFIX = '/assets/';

interface LoadedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
  encoded: Map<'br' | 'gzip', Promise<Buffer>>;
}

/** The page a path shows: the SPA's index.html for its routes, a redirect for the bare origin, or the file itself. */
type Route = { kind: 'redirect'; location: string } | { kind: 'file'; file: string; page: boolean };

export function routeOf(pathname: string): Route {
  if (pathname === '/' || pathname === '/index.html' || pathname === '/player' || pathname === '/player/') {
    return { kind: 'redirect', location: '/player/mytv' };
  }
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (isAppPagePath(pathname)) return { kind: 'file', file: 'app/index.html', page: true };
  if (pathname === '/receiver' || (pathname.startsWith('/receiver/') && !lastSegment.includes('.'))) {
    return { kind: 'file', file: 'receiver/index.html', page: true };
  }
  return { kind: 'file', file: pathname.slice(1), page: pathname.endsWith('.html') };
}

function sessionCookie(value: string, maxAge?: number): string {
  return `${SESSION_COOKIE}=${value}; Path=/; SameSite=Lax; HttpOnly${maxAge === undefined ? '' : `; Max-Age=${maxAge}`}`;
}

export function createStaticSite(options: StaticSiteOptions): StaticSite {
  const root = path.resolve(options.dir);
  const files = new Map<string, LoadedFile>();

  async function load(relative: string): Promise<LoadedFile | undefined> {
    const absolute = path.resolve(root, relative);
    if (absolute !== root && !absolute.startsWith(root + path.sep)) return undefined;
    let info;
    try {
      info = await stat(absolute);
    } catch {
      return undefined;
    }
    if (!info.isFile()) return undefined;
    const cached = files.get(absolute);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const body = await readFile(absolute);
    const loaded: LoadedFile = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      encoded: new Map(),
    };
    files.set(absolute, loaded);
    return loaded;
  }

  function encoded(file: LoadedFile, encoding: 'br' | 'gzip'): Promise<Buffer> {
    let pending = file.encoded.get(encoding);
    if (!pending) {
      pending =
        encoding === 'br'
          ? brotli(file.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: file.body.length } })
          : gzipped(file.body, { level: 9 });
      file.encoded.set(encoding, pending);
    }
    return pending;
  }

  return async (request, response) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      return false;
    }
    if (pathname.includes('\0') || pathname.split('/').includes('..')) return false;

    const signedIn = (parseCookies(request.headers.cookie)[SESSION_COOKIE] ?? '') !== '';
    if (pathname === SIGN_IN_PATH || pathname === SIGN_OUT_PATH) {
      const signingIn = pathname === SIGN_IN_PATH;
      response.writeHead(303, {
        location: '/player/mytv',
        'set-cookie': signingIn ? sessionCookie(newSession()) : sessionCookie('', 0),
        'cache-control': 'no-store',
      });
      response.end();
      return true;
    }

    const route = routeOf(pathname);
    if (route.kind === 'redirect') {
      const query = new URL(request.url ?? '/', 'http://localhost').search;
      response.writeHead(302, { location: `${route.location}${query}`, 'cache-control': 'no-cache' });
      response.end();
      return true;
    }
    const file = await load(route.file);
    if (!file) return false;

    const extension = path.extname(route.file).toLowerCase();
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith(IMMUTABLE_PREFIX) ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag: file.etag,
      'x-content-type-options': 'nosniff',
    };
    // The first page a browser loads signs it in, as a real backend's sign-in would have before the app opened.
    if (route.page && !signedIn && !options.signedOut) headers['set-cookie'] = sessionCookie(newSession());
    const compressible = COMPRESSIBLE.has(extension) && file.body.length > 1024;
    if (compressible) headers.vary = 'Accept-Encoding';

    if (request.headers['if-none-match'] === file.etag && !headers['set-cookie']) {
      response.writeHead(304, headers);
      response.end();
      return true;
    }
    const encoding = compressible ? answerEncoding(request.headers['accept-encoding']) : undefined;
    const body = encoding ? await encoded(file, encoding) : file.body;
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.length);
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  };
}
