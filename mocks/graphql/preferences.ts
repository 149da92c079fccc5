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

/** Variants an experiment is assigned from (deterministic per user and experiment). */
export const EXPERIMENT_VARIANTS = ['control', 'treatment'] as const;

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
    const pick = parseInt(fnv1a(`${account.user.userId}:${name}`), 16) % EXPERIMENT_VARIANTS.length;
    account.preferences = { ...account.preferences, [name]: EXPERIMENT_VARIANTS[pick] ?? 'control' };
    touchAccount(ctx);
  }
  return preferenceList(ctx);
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
