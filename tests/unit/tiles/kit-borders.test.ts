import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const KIT = fileURLToPath(new URL('../../../app/tiles', import.meta.url));

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(folder, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(folder, entry.name)] : [],
  );
}

/** Every module specifier a file imports or re-exports from. */
function specifiers(text: string): string[] {
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\s+'([^']+)'/g)].map((match) => match[1] ?? match[2] ?? '');
}

describe('the tile kit (app/tiles)', () => {
  it('imports no feature: browse, details, search and the areas to come all build on it', () => {
    const files = sources(KIT);
    expect(files.length).toBeGreaterThan(5);
    const crossings = files.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => /(^|\/)features\//.test(specifier) || /(^|\/)pages\//.test(specifier))
        .map((specifier) => `${relative(KIT, file)} imports ${specifier}`),
    );
    expect(crossings).toEqual([]);
  });
});
