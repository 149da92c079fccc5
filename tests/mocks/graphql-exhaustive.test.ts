import { buildSchema, graphql } from 'graphql';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../mocks/scenarios/create-world.ts';
import { executableSchema, resolvers } from '../../mocks/graphql/schema.ts';
import { DEFAULT_PERSONA, personas } from '../../mocks/scenarios/personas.ts';
import { schemaSDL } from '../../generated/graphql/sdl.ts';
import { runningClock } from '../support/clock.ts';

const contract = buildSchema(schemaSDL);

describe('the GraphQL mock is exhaustive', () => {
  it('has a resolver for every root field of the contract (Query, Mutation, Subscription)', () => {
    const missing: string[] = [];
    for (const root of [contract.getQueryType(), contract.getMutationType(), contract.getSubscriptionType()]) {
      if (!root) continue;
      const modelled = (resolvers as Record<string, Record<string, unknown> | undefined>)[root.name] ?? {};
      for (const field of Object.keys(root.getFields())) if (!(field in modelled)) missing.push(`${root.name}.${field}`);
    }
    expect(missing).toEqual([]);
  });

  it("answers a field the world leaves out with 'unmodelled field Type.field', not an invented value", async () => {
    // The contract without the world's Query.user resolver: the field must fail, naming itself.
    const { user: _user, ...withoutUser } = resolvers.Query;
    const schema = executableSchema(schemaSDL, { ...resolvers, Query: withoutUser as typeof resolvers.Query });
    const result = await graphql({ schema, source: '{ user { __typename } }', contextValue: { world: createWorld({ now: runningClock() }), origin: '' } });
    expect(result.errors?.map((error) => error.message)).toEqual(['unmodelled field Query.user']);
  });
});
describe('mocks/README.md', () => {
  it('lists exactly the personas the code defines, with the default marked', () => {
    const readme = readFileSync(new URL('../../mocks/README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('### Personas'), readme.indexOf('### Faults'));
    const listed = [...table.matchAll(/^\| `([a-z-]+)`/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual(Object.keys(personas).sort());
    expect(table).toContain(`| \`${DEFAULT_PERSONA}\` (default) |`);
  });
});
