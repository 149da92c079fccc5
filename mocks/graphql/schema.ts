/**
 * The contract schema, executable over the mock world. Explicit resolvers serve everything the world
 * models, and a field the world leaves out throws 'unmodelled field Type.field' (no invented defaults).
 * Built once and shared: the world comes per request in the context (`{ world, origin }`, see context.ts).
 */
import { makeExecutableSchema } from '@graphql-tools/schema';
import { buildASTSchema, isObjectType, type DocumentNode, type GraphQLFieldResolver, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import { IMAGE_WIDTH_DEFAULT } from '../../common/constants.ts';
import type { Image, ImageUrlArgs } from '../../generated/graphql/schema.ts';
import { schemaDocument } from '../../generated/graphql/sdl-document.ts';
import { channelResolvers } from './channels.ts';
import { checkBudget, type GraphQLContext } from './context.ts';
import { followResolvers } from './follows.ts';
import { decorateImageUrl, imagePaths } from './images.ts';
import { notificationResolvers } from './notifications.ts';
import { pageResolvers } from './page.ts';
import { playerResolvers } from './player.ts';
import { preferenceResolvers } from './preferences.ts';
import { subscriptionResolvers } from './subscriptions.ts';
import { userResolvers } from './user.ts';

/** Icons live in the app's icon set, not in the world: fixed root-relative paths. */
const ICONS = {
  save: imagePaths.icon('save'),
  saved: imagePaths.icon('saved'),
  unsave: imagePaths.icon('unsave'),
  recorded: imagePaths.icon('recorded'),
  category: imagePaths.icon('category'),
};

/**
 * The icons the world does not model (fixed paths of the app's icon set), answered where the world
 * leaves them out; a value the world sets (even null) is kept.
 */
function unlessModelled<K extends string>(key: K, fallback: unknown) {
  return (parent: Partial<Record<K, unknown>>) => (key in parent ? parent[key] : fallback);
}

export const resolvers = {
  Query: {
    ...pageResolvers.Query,
    ...channelResolvers.Query,
    ...notificationResolvers.Query,
    ...preferenceResolvers.Query,
    ...userResolvers.Query,
    ...playerResolvers.Query,
  },
  Mutation: {
    ...channelResolvers.Mutation,
    ...followResolvers.Mutation,
    ...notificationResolvers.Mutation,
    ...preferenceResolvers.Mutation,
    ...userResolvers.Mutation,
  },
  Subscription: subscriptionResolvers.Subscription,
  Page: pageResolvers.Page,
  TileGroup: pageResolvers.TileGroup,
  Channel: channelResolvers.Channel,
  SaveButton: { icons: unlessModelled('icons', { save: ICONS.save, saved: ICONS.saved, unsave: ICONS.unsave }) },
  Hero: {
    recordedTagIcon: unlessModelled('recordedTagIcon', ICONS.recorded),
    categoryIconURL: unlessModelled('categoryIconURL', ICONS.category),
  },
  Image: {
    url: (image: Image, args: ImageUrlArgs) => decorateImageUrl(image.url, args.width ?? IMAGE_WIDTH_DEFAULT, args.format ?? 'AUTO'),
  },
};

/**
 * A field the world leaves out is an error, 'unmodelled field Type.field', never an invented value: every
 * field without a resolver reads its parent's property (as graphql-js does by default) and throws when
 * the parent has none, so an omission fails a test instead of answering plausible defaults.
 */
function modelledOnly(typeName: string, fieldName: string): GraphQLFieldResolver<unknown, unknown> {
  return (source, args, context, info) => {
    if (source !== null && typeof source === 'object' && fieldName in source) {
      const value = (source as Record<string, unknown>)[fieldName];
      // As graphql-js does: a method of the parent is called with the field's arguments.
      return typeof value === 'function' ? (value as (a: unknown, c: unknown, i: GraphQLResolveInfo) => unknown).call(source, args, context, info) : value;
    }
    throw new Error(`unmodelled field ${typeName}.${fieldName}`);
  };
}

/** A resolver that does the world's work runs only inside its request's time budget (context.ts). */
function withinBudget(resolve: GraphQLFieldResolver<unknown, unknown>): GraphQLFieldResolver<unknown, unknown> {
  return (source, args, context, info) => {
    checkBudget(context as Partial<GraphQLContext> | undefined);
    return resolve(source, args, context, info);
  };
}

/**
 * The contract schema (or a variant of it, for tests) executed over the world's resolvers, unmodelled fields throwing.
 * A schema already built (the contract's, below) gets the resolvers in place: nothing else holds it, and copying
 * every type of it again cost a fifth of the build.
 */
export function executableSchema(typeDefs: string | DocumentNode | GraphQLSchema, withResolvers: typeof resolvers = resolvers): GraphQLSchema {
  const schema = makeExecutableSchema({ typeDefs, resolvers: withResolvers, updateResolversInPlace: true });
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const explicit = field.resolve;
      field.resolve = explicit ? withinBudget(explicit) : modelledOnly(type.name, field.name);
    }
  }
  return schema;
}

let built: GraphQLSchema | undefined;

/**
 * The executable contract schema (built on first use, then reused). The browser mocks build it in every page load, so
 * it is built without what only a schema's author needs: the contract's SDL is not checked again (codegen builds it
 * with every check, and tests/mocks/world-start.test.ts checks this schema is the one a checked build makes), and it is
 * not parsed again either: the syntax tree is the one codegen wrote (generated/graphql/sdl-document.ts, no source
 * locations), read with JSON.parse.
 */
export function createMockSchema(): GraphQLSchema {
  built ??= executableSchema(buildASTSchema(schemaDocument, { assumeValidSDL: true }));
  return built;
}
