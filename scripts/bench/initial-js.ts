/**
 * What Home's first JavaScript is made of, source-map-explorer style: the production build's app entry and the chunks
 * it imports statically (the set `npm run bench` and tests/build count), each file's bytes attributed to the source
 * module its source map names, and per package (or app folder) what it costs in gzip: the file's gzip size with the
 * package's bytes minus without them (its marginal cost, so shared vocabulary between modules is not counted twice).
 *
 *   npx tsx scripts/bench/initial-js.ts            # builds production into a temporary folder with hidden source maps
 *   npx tsx scripts/bench/initial-js.ts --dir dist # a build made with `--manifest --sourcemap hidden`
 *   npx tsx scripts/bench/initial-js.ts --modules  # one line per module rather than per package
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
// Modules the entry loads with import() as it starts, not on demand: not part of the first JavaScript, but on the way
// to the first tile (Apollo Client loads while the entry's first read of Home travels, app/main.tsx); the page asks for them as it loads.
import { START_IMPORTS } from '../build/start-imports.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}


export interface InitialJsPart {
  /** A package (`react-dom`, `@apollo/client`) or a workspace folder (`app/features/browse`), or a module with `--modules`. */
  name: string;
  /** Minified bytes of the part in the first JavaScript. */
  bytes: number;
  /** What the part adds to the gzip size of the files it is in. */
  gzipBytes: number;
}

export interface InitialJs {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  parts: InitialJsPart[];
  /** The files of START_IMPORTS (and what they import that the first JavaScript does not hold), gzip. */
  startImports: { file: string; gzipBytes: number }[];
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The segments of a source map's `mappings`: generated line and column, and the source index (if any). */
function decodeMappings(mappings: string): { line: number; column: number; source: number | undefined }[] {
  const out: { line: number; column: number; source: number | undefined }[] = [];
  let source = 0;
  mappings.split(';').forEach((lineText, line) => {
    let column = 0;
    for (const segment of lineText.split(',')) {
      if (segment === '') continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length >= 4) source += values[1] ?? 0;
      out.push({ line, column, source: values.length >= 4 ? source : undefined });
    }
  });
  return out;
}

/** The package of a module path (`node_modules/@apollo/client/…` → `@apollo/client`), or its folder two levels deep. */
function partOf(module: string): string {
  const at = module.lastIndexOf('node_modules/');
  if (at >= 0) {
    const rest = module.slice(at + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? module);
  }
  const parts = module.split('/');
  return parts.length > 3 ? parts.slice(0, 3).join('/') : parts.slice(0, -1).join('/') || module;
}

/** Each byte range of a generated file, by the workspace-relative source module it maps to ('(unmapped)' otherwise). */
function rangesBySource(code: string, map: { sources: string[]; mappings: string }, file: string): Map<string, [number, number][]> {
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const segments = decodeMappings(map.mappings);
  const ranges = new Map<string, [number, number][]>();
  const add = (name: string, from: number, to: number) => {
    if (to <= from) return;
    const list = ranges.get(name) ?? [];
    list.push([from, to]);
    ranges.set(name, list);
  };
  const sources = map.sources.map((source) => path.relative(root, path.resolve(path.dirname(file), source)));
  let previous = 0;
  let previousName = '(unmapped)';
  for (const segment of segments) {
    const offset = (lineStarts[segment.line] ?? code.length) + segment.column;
    add(previousName, previous, offset);
    previous = offset;
    previousName = segment.source === undefined ? '(unmapped)' : (sources[segment.source] ?? '(unmapped)');
  }
  add(previousName, previous, code.length);
  return ranges;
}

/** Home's first JavaScript in a production build made with `--manifest --sourcemap hidden`, by part. */
export async function initialJsOf(dir: string, { byModule = false } = {}): Promise<InitialJs> {
  const manifest = JSON.parse(await readFile(path.join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const stack = ['app/index.html'];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key]?.imports ?? []));
  }
  const files = [...seen].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));
  const costs = new Map<string, { bytes: number; gzipBytes: number }>();
  const result: InitialJs = { files: [], gzipBytes: 0, parts: [], startImports: [] };
  for (const file of files) {
    const full = path.join(dir, file);
    const code = await readFile(full, 'utf8');
    const gzipBytes = gzipSync(code).byteLength;
    result.files.push({ file, gzipBytes });
    result.gzipBytes += gzipBytes;
    const map = JSON.parse(await readFile(`${full}.map`, 'utf8').catch(() => '{"sources":[],"mappings":""}')) as { sources: string[]; mappings: string };
    const byPart = new Map<string, [number, number][]>();
    for (const [module, ranges] of rangesBySource(code, map, full)) {
      const name = byModule ? module : partOf(module);
      byPart.set(name, [...(byPart.get(name) ?? []), ...ranges]);
    }
    for (const [name, ranges] of byPart) {
      const inPart = new Uint8Array(code.length);
      let bytes = 0;
      for (const [from, to] of ranges) {
        inPart.fill(1, from, to);
        bytes += to - from;
      }
      let without = '';
      let start = -1;
      for (let i = 0; i <= code.length; i++) {
        if (i < code.length && !inPart[i]) {
          if (start < 0) start = i;
        } else if (start >= 0) {
          without += code.slice(start, i);
          start = -1;
        }
      }
      const cost = costs.get(name) ?? { bytes: 0, gzipBytes: 0 };
      cost.bytes += bytes;
      cost.gzipBytes += gzipBytes - gzipSync(without).byteLength;
      costs.set(name, cost);
    }
  }
  // The chunks the entry loads with import() at start: found by the modules their source maps name.
  const later = new Set<string>();
  for (const key of manifest['app/index.html']?.dynamicImports ?? []) {
    const file = manifest[key]?.file ?? '';
    const map = JSON.parse(await readFile(path.join(dir, `${file}.map`), 'utf8').catch(() => '{"sources":[]}')) as { sources: string[] };
    const modules = map.sources.map((source) => path.relative(root, path.resolve(path.dirname(path.join(dir, file)), source)));
    if (modules.some((module) => (START_IMPORTS as readonly string[]).includes(module))) stack.push(key);
  }
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key) || later.has(key)) continue;
    later.add(key);
    stack.push(...(manifest[key]?.imports ?? []));
  }
  for (const key of later) {
    const file = manifest[key]?.file ?? '';
    if (file.endsWith('.js')) result.startImports.push({ file, gzipBytes: gzipSync(await readFile(path.join(dir, file))).byteLength });
  }
  result.parts = [...costs].map(([name, cost]) => ({ name, ...cost })).sort((a, b) => b.gzipBytes - a.gzipBytes);
  return result;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string' }, modules: { type: 'boolean', default: false } } });
  const dir = values.dir ?? (await mkdtemp(path.join(tmpdir(), 'airwave-initial-js-')));
  try {
    if (!values.dir) {
      await promisify(execFile)(
        process.execPath,
        [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dir, '--emptyOutDir', '--manifest', '--sourcemap', 'hidden', '--logLevel', 'error'],
        { cwd: root, env: { ...process.env, NODE_ENV: 'production' } },
      );
    }
    const initial = await initialJsOf(dir, { byModule: values.modules });
    const kB = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
    console.log(`Home's first JavaScript: ${kB(initial.gzipBytes)} kB gzip in ${initial.files.length} files`);
    for (const { file, gzipBytes } of initial.files) console.log(`  ${kB(gzipBytes)} kB  ${file}`);
    const later = initial.startImports.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
    console.log(`and loaded with import() as the entry starts (Apollo Client, while the first read travels): ${kB(later)} kB gzip`);
    for (const { file, gzipBytes } of initial.startImports) console.log(`  ${kB(gzipBytes)} kB  ${file}`);
    console.log('by part (marginal gzip cost, minified size):');
    for (const part of initial.parts) console.log(`  ${kB(part.gzipBytes)} kB gzip ${kB(part.bytes)} kB  ${part.name}`);
  } finally {
    if (!values.dir) await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
