/**
 * The borders of the workspace as import rules (dependency-cruiser). The flow runs one way:
 * contracts → generated → common → {mocks, app, receiver, scripts}. The test beside this file cruises
 * the code with these rules and fails on any violation.
 */

/** Mock world layers, lowest first: a layer imports only layers below it (and common/, generated/). */
const MOCK_LAYERS_BELOW_DISPATCHER = '^mocks/(core|db|scenarios|media|rest|graphql)/';

export interface ForbiddenRule {
  name: string;
  comment: string;
  severity: 'error';
  from: { path?: string; pathNot?: string };
  to: { path?: string; pathNot?: string | string[]; circular?: boolean };
}

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
  {
    name: 'feature-not-feature',
    comment: 'Features do not import each other; the shell and the pages compose them.',
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
