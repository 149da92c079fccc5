/** Player registrations (web player, Chromecast receiver). */
import type { Player, QueryPlayerArgs } from '../../generated/graphql/schema.ts';
import type { PlayerRecord } from '../db/world.ts';
import type { GraphQLContext } from './context.ts';

export function playerModel(record: PlayerRecord): Player {
  return {
    __typename: 'Player',
    id: `player:${record.playerId}`,
    playerId: record.playerId,
    kind: record.kind,
    ident: record.ident,
    name: record.name,
    isRegistered: true,
    registeredAt: record.registeredAt,
    updatedAt: record.registeredAt,
  };
}

/** A registration that no longer exists (pushed by playerRegistrationChanged after a removal). */
export function unregisteredPlayer(playerId: string, now: string): Player {
  const kind = playerId.startsWith('chromecast') ? 'CHROMECAST' : 'WEB';
  return {
    __typename: 'Player',
    id: `player:${playerId}`,
    playerId,
    kind,
    ident: playerId,
    name: null,
    isRegistered: false,
    registeredAt: null,
    updatedAt: now,
  };
}

export function findPlayer(ctx: GraphQLContext, playerId: string): PlayerRecord | undefined {
  return ctx.world.account.players.find((player) => player.playerId === playerId);
}

export const playerResolvers = {
  Query: {
    player: (_: unknown, args: QueryPlayerArgs, ctx: GraphQLContext) => {
      const record = findPlayer(ctx, args.playerId);
      return record ? playerModel(record) : null;
    },
  },
};
