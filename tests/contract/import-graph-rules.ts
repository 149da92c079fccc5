/**
 * The borders of the workspace as import rules (dependency-cruiser). The flow runs one way:
 * contracts → generated → common → {mocks, app, receiver, scripts}; inside app/, one order of layers
 * (APP_LAYERS, docs/decisions/0008-app-layer-order.md). The test beside this file cruises the code with
 * these rules and fails on any violation.
 */

/** Mock world layers, lowest first: a layer imports only layers below it (and common/, generated/). */
const MOCK_LAYERS_BELOW_DISPATCHER = '^mocks/(core|db|scenarios|media|rest|graphql|worlds)/';

export interface ForbiddenRule {
  name: string;
  comment: string;
  severity: 'error';
  from: { path?: string; pathNot?: string };
  to: { path?: string; pathNot?: string | string[]; circular?: boolean; dependencyTypesNot?: 'dynamic-import'[] };
}

/**
 * The app's layers, top first. A module imports only modules of its own layer and the layers below it;
 * the layers that share a line (features and the player, tiles and cast) may import each other, except
 * that features never import each other. Every module of app/ belongs to exactly one layer, except the
 * Mocks panel and the local fakes in app/dev/, which only the entry's mock branch reaches.
 */
export const APP_LAYERS = [
  { name: 'entry', folder: 'app/main.tsx', path: '^app/main\\.tsx$' },
  { name: 'router', folder: 'app/router.tsx', path: '^app/router\\.tsx$' },
  { name: 'pages', folder: 'app/pages/', path: '^app/pages/' },
  { name: 'frame', folder: 'app/frame/', path: '^app/frame/' },
  { name: 'features-and-player', folder: 'app/features/, app/player/', path: '^app/(features|player)/' },
  { name: 'tiles-and-cast', folder: 'app/tiles/, app/cast/', path: '^app/(tiles|cast)/' },
  { name: 'kit', folder: 'app/kit/', path: '^app/kit/' },
  { name: 'lib', folder: 'app/lib/', path: '^app/lib/' },
  { name: 'api', folder: 'app/api/', path: '^app/api/' },
  { name: 'config', folder: 'app/config/', path: '^app/config/' },
] as const;

/**
 * Lazy-load seams: small modules low in the order (the kit) that load code of a higher layer with
 * `import()` on demand — the player page, the add-email modal, the subscription overlay — so that tiles
 * and features can ask for it without importing it. Only a seam may point upwards, and only with `import()`.
 */
const APP_SEAMS = '^app/kit/seams/';

/** The paths of the layers above layer `index`, as one pattern. */
function above(index: number): string {
  return APP_LAYERS.slice(0, index)
    .map((layer) => layer.path)
    .join('|');
}

/** One rule per layer below the entry: it imports nothing above it. */
const appLayerRules: ForbiddenRule[] = APP_LAYERS.slice(1).map((layer, offset) => {
  const index = offset + 1;
  const upper = APP_LAYERS.slice(0, index).map((upperLayer) => upperLayer.name);
  return {
    name: `app-layer-${layer.name}`,
    comment: `Inside app/, ${layer.folder} (${layer.name}) imports only its own layer and those below it, never ${upper.join(', ')}; a lazy-load seam in app/kit/seams/ is the one way up.`,
    severity: 'error',
    from: layer.name === 'kit' ? { path: layer.path, pathNot: APP_SEAMS } : { path: layer.path },
    to: { path: above(index) },
  };
});

export const forbidden: ForbiddenRule[] = [
  {
    name: 'no-cycle',
    comment: 'Modules never import each other in a circle, not even through types.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'nothing-imports-the-app',
    comment:
      'The mock world, the receiver, the scripts and common/ never import the app; what the app shares with them (the player engine, casting) lives in common/.',
    severity: 'error',
    from: { path: '^(mocks|receiver|scripts|common)/' },
    to: { path: '^app/' },
  },
  {
    name: 'app-not-mocks',
    comment:
      'The app reaches the mock world only from its entry, behind the compile-time mock flag, so a production build carries none of it.',
    severity: 'error',
    from: { path: '^app/', pathNot: '^app/main\\.tsx$' },
    to: { path: '^mocks/' },
  },
  {
    name: 'checker-not-mocks',
    comment: 'The conformance checker judges backends by the contracts alone; it never imports the mock world.',
    severity: 'error',
    from: { path: '^scripts/conformance/' },
    to: { path: '^mocks/' },
  },
  ...appLayerRules,
  {
    name: 'app-seams-only-lazily-upwards',
    comment:
      'A lazy-load seam (app/kit/seams/) reaches the layers above the kit only through import(), so the code it loads stays out of its users\' chunks and the order holds for everything they import.',
    severity: 'error',
    from: { path: APP_SEAMS },
    to: { path: above(APP_LAYERS.findIndex((layer) => layer.name === 'kit')), dependencyTypesNot: ['dynamic-import'] },
  },
  {
    name: 'app-dev-only-from-the-entry',
    comment:
      'The Mocks panel and the local fakes (app/dev/) are reached only from the entry\'s mock branch (app/main.tsx), which hands them to the layers that need them (app/config/payment-fake.ts), so a production build carries none of them.',
    severity: 'error',
    from: { path: '^app/', pathNot: '^app/(main\\.tsx$|dev/)' },
    to: { path: '^app/dev/' },
  },
  {
    name: 'feature-not-feature',
    comment: 'Features do not import each other; the frame and the pages compose them.',
    severity: 'error',
    from: { path: '^app/features/([^/]+)/' },
    to: { path: '^app/features/[^/]+/', pathNot: '^app/features/$1/' },
  },
  {
    name: 'common-only-generated',
    comment:
      'common/ imports only generated/ and itself (and packages); so the player engine in common/player/, which the web player and the receiver share, has no app, receiver or mock module in it.',
    severity: 'error',
    from: { path: '^common/' },
    to: { path: '^(app|mocks|receiver|scripts|tests)/' },
  },
  {
    name: 'mocks-dispatcher-on-top',
    comment: 'The dispatcher (mocks/backend.ts) sits above what it dispatches to: nothing below imports it.',
    severity: 'error',
    from: { path: MOCK_LAYERS_BELOW_DISPATCHER },
    to: { path: '^mocks/(backend|browser|node|server)\\.ts$' },
  },
  {
    name: 'mocks-db-below-scenarios-and-media',
    comment:
      'The world (mocks/db/) is the lowest mock layer: personas and faults (scenarios/) seed it and media/ draws it, never the other way round.',
    severity: 'error',
    from: { path: '^mocks/db/' },
    to: { path: '^mocks/(scenarios|media|rest|graphql|msw)/' },
  },
  {
    name: 'player-engine-through-its-entry',
    comment: "The web player and the receiver reach the player engine through its one entry, common/player/index.ts, never its inner files.",
    severity: 'error',
    from: { path: '^(app|mocks|receiver|scripts)/' },
    to: { path: '^common/player/', pathNot: '^common/player/index\\.ts$' },
  },
];

/** The folders the rules are cruised over. */
export const CRUISED = ['app', 'common', 'mocks', 'receiver', 'scripts'];
