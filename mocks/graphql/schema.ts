/**
 * The contract schema, executable over the mock world. Explicit resolvers serve everything the world
 * models; @graphql-tools/mock fills only what it does not (button and tag icons, and a safety net for any
 * leaf a resolver leaves undefined). Built once and shared: the world comes per request in the context
 * (`{ world, origin }`, see context.ts).
 *
 * The resolvers are handed to addMocksToSchema itself (they replace the mock resolver of their fields),
 * rather than pre-attached with `preserveResolvers: true`: that option runs the mock resolver next to every
 * explicit resolver through Promise.all, which makes every resolved field async and writes generated
 * objects into the shared mock store on every request. Either way explicit resolvers win.
 */
import { addMocksToSchema, type IMocks } from '@graphql-tools/mock';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { IMAGE_WIDTH_DEFAULT } from '../../common/constants.ts';
import type { Image, ImageUrlArgs } from '../../generated/graphql/schema.ts';
import { schemaSDL } from '../../generated/graphql/sdl.ts';
import { channelResolvers } from './channels.ts';
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
 * Deterministic mocks (the library's defaults are random): scalars as a safety net, and the icon fields
 * the world does not model.
 */
export const schemaMocks: IMocks = {
  String: () => '',
  Int: () => 0,
  Float: () => 0,
  Boolean: () => false,
  ID: () => 'mock',
  DateTime: () => '1970-01-01T00:00:00.000Z',
  URL: () => imagePaths.icon('placeholder'),
  SaveButtonIcons: () => ({ save: ICONS.save, saved: ICONS.saved, unsave: ICONS.unsave }),
  Hero: () => ({ recordedTagIcon: ICONS.recorded, categoryIconURL: ICONS.category }),
};

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
  Image: {
    url: (image: Image, args: ImageUrlArgs) => decorateImageUrl(image.url, args.width ?? IMAGE_WIDTH_DEFAULT, args.format ?? 'AUTO'),
  },
};

let built: GraphQLSchema | undefined;

/** The executable contract schema (built on first use, then reused). */
export function createMockSchema(): GraphQLSchema {
  built ??= addMocksToSchema({
    schema: buildSchema(schemaSDL),
    mocks: schemaMocks,
    resolvers,
    preserveResolvers: true,
  });
  return built;
}
