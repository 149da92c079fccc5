/**
 * Type tests: the generated typed documents carry the contract into Apollo Client, so a wrong
 * variable is a compile error on the exact line and results are typed without hand-written types.
 */
import type { ApolloClient } from '@apollo/client';
import { describe, expectTypeOf, it } from 'vitest';
import { CreateFavoriteChannelDocument } from '../../generated/graphql/documents/CreateFavoriteChannelDocument.ts';
import { PageDocument } from '../../generated/graphql/documents/PageDocument.ts';
import { TilesDocument } from '../../generated/graphql/documents/TilesDocument.ts';
import { UserSubscriptionDocument } from '../../generated/graphql/documents/UserSubscriptionDocument.ts';
import type { FastPlanState } from '../../generated/graphql/schema.ts';

declare const apollo: ApolloClient;

describe('generated GraphQL documents', () => {
  it('reject a page type the contract does not have', () => {
    void apollo.query({
      query: PageDocument,
      // @ts-expect-error: MOVIES is not a PageType
      variables: { pageType: 'MOVIES' },
    });
  });

  it('reject a missing required variable', () => {
    // @ts-expect-error: tiles needs the tileGroupId
    void apollo.query({ query: TilesDocument, variables: { first: 8 } });
  });

  it('reject a variable of the wrong type', () => {
    void apollo.mutate({
      mutation: CreateFavoriteChannelDocument,
      // @ts-expect-error: channelId is an ID (string), not a boolean
      variables: { channelId: true },
    });
  });

  it('type results from the operation document', async () => {
    const { data } = await apollo.query({ query: UserSubscriptionDocument });
    expectTypeOf(data?.userSubscription.fastPlanState).toEqualTypeOf<FastPlanState | undefined>();
    expectTypeOf(data?.userSubscription.hasContentAccess).toEqualTypeOf<boolean | undefined>();
  });
});
