/**
 * Preferences and experiments, stored in `account.preferences` by name. A player-scoped value is stored as
 * `{name}@{playerId}` and overrides the account value in preferences(playerId).
 */
import type {
  MutationAssignExperimentArgs,
  MutationUpdatePreferenceArgs,
  Preference,
  PreferenceName,
  QueryPreferencesArgs,
} from '../../generated/graphql/schema.ts';
import { EXPERIMENT_KEYS, EXPERIMENTS, experimentNamed, type ExperimentVariant } from '../../common/experiments.ts';
import { FEATURE_FLAG_KEYS, FEATURE_FLAGS } from '../../common/feature-flags.ts';
import type { World } from '../db/world.ts';
import { graphQLError, touchAccount, type GraphQLContext } from './context.ts';
import { fnv1a } from './ids.ts';

/** Toggle preferences take 'on' or 'off'. */
export const TOGGLE_PREFERENCES: readonly PreferenceName[] = [
  'use_audio_description',
  'player_starts_at_live',
  'ccpa_do_not_sell',
  'webAudioDescriptionsToggle',
  'webChannelConfigurator',
];

/** Variants an experiment the registry (common/experiments.ts) does not know is assigned from. */
const UNKNOWN_EXPERIMENT_VARIANTS: readonly ExperimentVariant[] = ['control', 'treatment'];

export function preferenceList(ctx: GraphQLContext, playerId?: string | null): Preference[] {
  const stored = ctx.world.account.preferences;
  const values = new Map<string, string>();
  for (const [name, value] of Object.entries(stored)) if (!name.includes('@')) values.set(name, value);
  if (playerId) {
    const suffix = `@${playerId}`;
    for (const [name, value] of Object.entries(stored)) if (name.endsWith(suffix)) values.set(name.slice(0, -suffix.length), value);
  }
  return [...values.entries()].map(([name, value]) => ({ __typename: 'Preference', name, value }));
}

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > 128 || trimmed.includes('@')) throw graphQLError(`Invalid preference name '${name}'.`, 'BAD_USER_INPUT');
  return trimmed;
}

function updatePreference(ctx: GraphQLContext, args: MutationUpdatePreferenceArgs): Preference {
  const name = checkName(args.name);
  if ((TOGGLE_PREFERENCES as readonly string[]).includes(name) && args.value !== 'on' && args.value !== 'off') {
    throw graphQLError(`Preference '${name}' takes 'on' or 'off'.`, 'BAD_USER_INPUT');
  }
  if (args.value.length > 256) throw graphQLError('Preference value too long.', 'BAD_USER_INPUT');
  ctx.world.account.preferences = { ...ctx.world.account.preferences, [name]: args.value };
  touchAccount(ctx);
  return { __typename: 'Preference', name, value: args.value };
}

/** Assigns a variant once (kept on later calls) and returns every preference. */
function assignExperiment(ctx: GraphQLContext, args: MutationAssignExperimentArgs): Preference[] {
  const name = checkName(args.name);
  const account = ctx.world.account;
  if (account.preferences[name] === undefined) {
    // Deterministic per user and experiment, from the experiment's own variants.
    const variants = experimentNamed(name)?.variants ?? UNKNOWN_EXPERIMENT_VARIANTS;
    const pick = parseInt(fnv1a(`${account.user.userId}:${name}`), 16) % variants.length;
    account.preferences = { ...account.preferences, [name]: variants[pick] ?? 'control' };
    touchAccount(ctx);
  }
  return preferenceList(ctx);
}

/** The registered experiments with the world's assignment (null: not assigned yet), for the control API. */
export function experimentsState(world: World) {
  return EXPERIMENT_KEYS.map((key) => ({ key, ...EXPERIMENTS[key], value: world.account.preferences[EXPERIMENTS[key].name] ?? null }));
}

/** The feature flags with whether the world's user has each on, for the control API. */
export function flagsState(world: World) {
  return FEATURE_FLAG_KEYS.map((key) => ({ key, ...FEATURE_FLAGS[key], on: world.account.preferences[FEATURE_FLAGS[key].preference] === 'on' }));
}

/**
 * The control API's change (the Mocks panel's): a registered experiment's variant, or a flag preference 'on'/'off';
 * null takes the preference away (an experiment is then assigned afresh). Returns what is wrong with a bad change.
 */
export function setControlPreference(world: World, name: unknown, value: unknown): string | null {
  const experiment = typeof name === 'string' ? experimentNamed(name) : undefined;
  const flag = FEATURE_FLAG_KEYS.map((key) => FEATURE_FLAGS[key]).find((candidate) => candidate.preference === name);
  if (typeof name !== 'string' || (!experiment && !flag)) {
    const names = [...EXPERIMENT_KEYS.map((key) => EXPERIMENTS[key].name), ...FEATURE_FLAG_KEYS.map((key) => FEATURE_FLAGS[key].preference)];
    return `Send { "name", "value" } naming an experiment or a flag: one of ${names.join(', ')}; got name ${JSON.stringify(name)}.`;
  }
  const allowed: readonly string[] = experiment ? experiment.variants : ['on', 'off'];
  if (value !== null && (typeof value !== 'string' || !allowed.includes(value))) {
    return `"value" for ${name} must be one of ${allowed.join(', ')} or null; got ${JSON.stringify(value)}.`;
  }
  const { [name]: _previous, ...others } = world.account.preferences;
  world.account.preferences = value === null ? others : { ...others, [name]: value };
  world.events.emit('accountChanged', {});
  return null;
}

export const preferenceResolvers = {
  Query: {
    preferences: (_: unknown, args: QueryPreferencesArgs, ctx: GraphQLContext) => preferenceList(ctx, args.playerId),
  },
  Mutation: {
    updatePreference: (_: unknown, args: MutationUpdatePreferenceArgs, ctx: GraphQLContext) => updatePreference(ctx, args),
    assignExperiment: (_: unknown, args: MutationAssignExperimentArgs, ctx: GraphQLContext) => assignExperiment(ctx, args),
  },
};
