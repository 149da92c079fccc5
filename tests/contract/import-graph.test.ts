import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { APP_LAYERS, CRUISED, forbidden } from './import-graph-rules.ts';

const workspace = fileURLToPath(new URL('../..', import.meta.url));

/** Cruises `folders` under `baseDir` with the workspace's rules; returns every violation. */
async function cruiseWithRules(baseDir: string, folders: string[]): Promise<ICruiseResult> {
  const previous = process.cwd();
  // dependency-cruiser reads paths relative to the working directory; rule paths are relative to baseDir.
  process.chdir(baseDir);
  try {
    const result = await cruise(folders, {
      validate: true,
      ruleSet: { forbidden },
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '(^|/)node_modules/' },
    });
    return result.output as ICruiseResult;
  } finally {
    process.chdir(previous);
  }
}

async function violations(baseDir: string, folders: string[]): Promise<IViolation[]> {
  return (await cruiseWithRules(baseDir, folders)).summary.violations;
}

function describeViolation(violation: IViolation): string {
  const cycle = violation.cycle?.map((step) => step.name).join(' → ');
  return `${violation.rule.name}: ${violation.from} → ${violation.to}${cycle ? ` (cycle ${cycle})` : ''}`;
}

// Cruising the whole workspace parses every module: seconds on a quiet machine, far longer on a busy
// shared one. The bound only guards against a hang. The workspace is cruised once, the first time a test asks,
// and read by the tests that need it (the app's modules are among it): a second cruise of app/ parsed every one
// of its modules again, the dearest part of the file. The result is only read, never changed.
let workspaceCruise: Promise<ICruiseResult> | undefined;
const cruiseWorkspace = () => (workspaceCruise ??= cruiseWithRules(workspace, CRUISED));

describe('the import graph', { timeout: 300_000 }, () => {
  it('keeps the borders: no mocks/scripts/receiver/common → app, the player engine only through its entry, no checker → mocks, the app\'s layers downwards, no feature → feature, no cycle, mock layers downwards', async () => {
    const result = await cruiseWorkspace();
    // The graph is the real one: the entries of each side were reached, with their imports resolved.
    const modules = new Map(result.modules.map((module) => [module.source, module]));
    expect(modules.get('mocks/backend.ts')?.dependencies.map((dependency) => dependency.resolved)).toContain('mocks/rest/router.ts');
    expect(modules.get('scripts/conformance/rest/exchange.ts')?.dependencies.map((dependency) => dependency.resolved)).toContain(
      'common/openapi/validate-request.ts',
    );
    expect(modules.get('receiver/controller.ts')?.dependencies.map((dependency) => dependency.resolved)).toContain('common/player/index.ts');
    // The app's lazy-load seams were seen loading upwards with import(), which only they may do.
    expect(modules.get('app/kit/seams/player-code.ts')?.dependencies.filter((dependency) => dependency.dynamic).map((dependency) => dependency.resolved)).toContain(
      'app/player/PlayerPage.tsx',
    );
    expect(result.summary.violations.map(describeViolation)).toEqual([]);
  });

  it('places every module of app/ in exactly one layer of its order (app/dev/, reached only from the entry, aside)', async () => {
    expect(CRUISED).toContain('app');
    const result = await cruiseWorkspace();
    const sources = result.modules.map((module) => module.source).filter((source) => source.startsWith('app/') && !source.endsWith('.d.ts') && !source.startsWith('app/dev/'));
    expect(sources.length).toBeGreaterThan(200);
    const misplaced = sources
      .map((source) => ({ source, layers: APP_LAYERS.filter((layer) => new RegExp(layer.path).test(source)).map((layer) => layer.name) }))
      .filter(({ layers }) => layers.length !== 1)
      .map(({ source, layers }) => `${source}: ${layers.length === 0 ? 'in no layer' : `in ${layers.join(' and ')}`}`);
    expect(misplaced).toEqual([]);
  });

  it('reports planted mocks → app and receiver → app imports, a reach past the player engine\'s entry, imports against the app\'s layer order and a planted cycle', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'airwave-import-graph-'));
    try {
      const plant = async (file: string, text: string) => {
        await mkdir(path.dirname(path.join(root, file)), { recursive: true });
        await writeFile(path.join(root, file), text);
      };
      await plant('app/config/endpoints.ts', "export const GRAPHQL_URL = '/graphql';\n");
      await plant('mocks/graphql/http.ts', "import { GRAPHQL_URL } from '../../app/config/endpoints.ts';\nexport const url = GRAPHQL_URL;\n");
      await plant('mocks/db/world.ts', "import { seed } from './events.ts';\nexport const world = () => seed;\n");
      await plant('mocks/db/events.ts', "import { world } from './world.ts';\nexport const seed = 1;\nexport const again = world;\n");
      await plant('scripts/conformance/rest/index.ts', "import { url } from '../../../mocks/graphql/http.ts';\nexport const checked = url;\n");
      await plant('app/features/search/view.ts', "import { row } from '../browse/row.ts';\nexport const view = row;\n");
      await plant('app/features/browse/row.ts', 'export const row = 1;\n');
      await plant('app/frame/panel.ts', "import { url } from '../../mocks/graphql/http.ts';\nexport const panel = url;\n");
      // The app's layer order: a tile reaching up into the player, the API layer into lib, a kit module that is
      // no seam loading upwards, a seam importing upwards statically, a feature reaching the dev fakes.
      await plant('app/player/PlayerPage.tsx', 'export const PlayerPage = 1;\n');
      await plant('app/tiles/PlayControl.tsx', "import { PlayerPage } from '../player/PlayerPage.tsx';\nexport const control = PlayerPage;\n");
      await plant('app/kit/seams/player-code.ts', "export const loadPlayerPage = () => import('../../player/PlayerPage.tsx');\n");
      await plant('app/kit/seams/add-email.tsx', "import type { AddEmailModal } from '../../features/sign-in/AddEmailModal.tsx';\nexport type Modal = AddEmailModal;\n");
      await plant('app/features/sign-in/AddEmailModal.tsx', 'export type AddEmailModal = number;\n');
      await plant('app/kit/Dialog.tsx', "export const loadPage = () => import('../player/PlayerPage.tsx');\n");
      await plant('app/lib/account/sign-in-texts.ts', "export const TEXTS = 'Unable to verify email.';\n");
      await plant('app/api/rest/sign-in-calls.ts', "import { TEXTS } from '../../lib/account/sign-in-texts.ts';\nexport const calls = TEXTS;\n");
      await plant('app/lib/format/money.ts', "import { loadPage } from '../../kit/Dialog.tsx';\nexport const money = loadPage;\n");
      await plant('app/dev/fake-stripe.ts', 'export const fake = 1;\n');
      await plant('app/features/billing/load-stripe.ts', "export const load = () => import('../../dev/fake-stripe.ts');\n");
      await plant('app/main.tsx', "export const start = () => import('../mocks/backend.ts');\nexport const fake = () => import('./dev/fake-stripe.ts');\n");
      await plant('mocks/rest/router.ts', "import { backend } from '../backend.ts';\nexport const router = backend;\n");
      await plant('mocks/backend.ts', 'export const backend = 1;\n');
      await plant('mocks/scenarios/personas.ts', "export const personas = ['trial'];\n");
      await plant('common/player/engine.ts', "import { useState } from '../../app/lib/hooks.ts';\nexport const engine = useState;\n");
      await plant('common/player/index.ts', "export { engine } from './engine.ts';\n");
      await plant('app/lib/hooks.ts', 'export const useState = 1;\n');
      await plant('receiver/controller.ts', "import { useState } from '../app/lib/hooks.ts';\nexport const controller = useState;\n");
      await plant('receiver/main.tsx', "import { engine } from '../common/player/engine.ts';\nimport { engine as entry } from '../common/player/index.ts';\nexport const main = [engine, entry];\n");
      await plant('mocks/db/catalog/shows.ts', "import { personas } from '../../scenarios/personas.ts';\nexport const shows = personas;\n");

      const found = (await violations(root, ['app', 'common', 'mocks', 'receiver', 'scripts'])).map(describeViolation);
      expect(found).toContain('nothing-imports-the-app: mocks/graphql/http.ts → app/config/endpoints.ts');
      expect(found).toContain('nothing-imports-the-app: receiver/controller.ts → app/lib/hooks.ts');
      expect(found).toContain('player-engine-through-its-entry: receiver/main.tsx → common/player/engine.ts');
      expect(found.filter((text) => text.startsWith('player-engine-through-its-entry:') && text.endsWith('common/player/index.ts'))).toEqual([]);
      expect(found).toContain('app-not-mocks: app/frame/panel.ts → mocks/graphql/http.ts');
      expect(found).toContain('app-layer-tiles-and-cast: app/tiles/PlayControl.tsx → app/player/PlayerPage.tsx');
      expect(found).toContain('app-layer-api: app/api/rest/sign-in-calls.ts → app/lib/account/sign-in-texts.ts');
      expect(found).toContain('app-layer-kit: app/kit/Dialog.tsx → app/player/PlayerPage.tsx');
      expect(found).toContain('app-layer-lib: app/lib/format/money.ts → app/kit/Dialog.tsx');
      expect(found).toContain('app-seams-only-lazily-upwards: app/kit/seams/add-email.tsx → app/features/sign-in/AddEmailModal.tsx');
      expect(found).toContain('app-dev-only-from-the-entry: app/features/billing/load-stripe.ts → app/dev/fake-stripe.ts');
      // A seam loading upwards with import(), and the entry reaching app/dev/, are the allowed ways.
      expect(found.filter((text) => text.includes('app/kit/seams/player-code.ts') || text.includes('app/main.tsx'))).toEqual([]);
      expect(found.filter((text) => text.startsWith('app-not-mocks: app/main.tsx'))).toEqual([]);
      expect(found).toContain('checker-not-mocks: scripts/conformance/rest/index.ts → mocks/graphql/http.ts');
      expect(found).toContain('feature-not-feature: app/features/search/view.ts → app/features/browse/row.ts');
      expect(found).toContain('mocks-dispatcher-on-top: mocks/rest/router.ts → mocks/backend.ts');
      expect(found).toContain('common-only-generated: common/player/engine.ts → app/lib/hooks.ts');
      expect(found).toContain('mocks-db-below-scenarios-and-media: mocks/db/catalog/shows.ts → mocks/scenarios/personas.ts');
      expect(found.filter((text) => text.startsWith('no-cycle:'))).toEqual([
        'no-cycle: mocks/db/events.ts → mocks/db/world.ts (cycle mocks/db/world.ts → mocks/db/events.ts)',
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('keeps the player engine free of React (the receiver runs it without the web face)', async () => {
    const folder = path.join(workspace, 'common/player');
    const files = (await readdir(folder)).filter((name) => name.endsWith('.ts'));
    expect(files).toContain('engine.ts');
    for (const file of files) {
      const text = await readFile(path.join(folder, file), 'utf8');
      expect(text, file).not.toMatch(/from ['"](react|react-dom|react-router-dom)(\/[^'"]*)?['"]/);
      expect(file).not.toMatch(/\.tsx$/);
    }
  });
});
