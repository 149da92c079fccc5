/**
 * The free (FAST) plan through GraphQL: reading whether the viewer is enrolled, and enrolling them
 * (enrollInFastPlan, sent through the API client), after which the subscription is read again so every
 * reader of userSubscription (the navigation, the gate, the account page) follows.
 */
import type { ApolloClient } from '@apollo/client';
import { API_CLIENT } from '../../../api/graphql/client.ts';
import { EnrollInFastPlanDocument } from '../../../../generated/graphql/documents/EnrollInFastPlanDocument.ts';
import { UserSubscriptionDocument } from '../../../../generated/graphql/documents/UserSubscriptionDocument.ts';
import type { FastPlanState } from '../../../../generated/graphql/schema.ts';

/** The viewer's enrollment in the free plan as the server says it now; null when it cannot be read. */
export async function readFastPlanState(client: ApolloClient): Promise<FastPlanState | null> {
  try {
    const { data } = await client.query({ query: UserSubscriptionDocument, fetchPolicy: 'network-only' });
    return data?.userSubscription.fastPlanState ?? null;
  } catch {
    return null;
  }
}

/**
 * Enrolls the viewer in the free plan, then reads the subscription again into the cache (every reader of
 * userSubscription follows, mounted now or later); true once the server says ENROLLED.
 */
export async function enrollInFastPlan(client: ApolloClient): Promise<boolean> {
  try {
    const { data } = await client.mutate({ mutation: EnrollInFastPlanDocument, context: API_CLIENT });
    if (data?.enrollInFastPlan.fastPlanState !== 'ENROLLED') return false;
    await readFastPlanState(client);
    return true;
  } catch {
    return false;
  }
}
