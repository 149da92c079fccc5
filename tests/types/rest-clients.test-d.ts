/**
 * Type tests: the generated REST clients refuse calls the contracts do not allow. Each
 * `@ts-expect-error` sits on the exact line the compiler must reject; if the contract stopped
 * rejecting it, the directive itself becomes an error and `npm test` fails.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { createRestClients } from '../../app/api/rest/clients.ts';

const { profile, billing, playback } = createRestClients({
  profileBaseUrl: 'http://airwave.test',
  billingBaseUrl: 'http://airwave.test',
  playbackBaseUrl: 'http://airwave.test',
});

describe('generated REST clients', () => {
  it('reject a path that is not in the contract', () => {
    // @ts-expect-error: the profile contract has /user/profiles/list.json, not lists.json
    void profile.GET('/user/profiles/lists.json');
    // @ts-expect-error: signup_details is a GET, not a POST
    void billing.POST('/billing/signup_details');
  });

  it('reject a request body that misses a required field', () => {
    // @ts-expect-error: creating a profile needs avatar_name
    void profile.POST('/user/profiles/create.json', { body: { name: 'Kids' } });
    // @ts-expect-error: apply_coupon needs the token
    void billing.POST('/billing/apply_coupon', { body: {} });
  });

  it('reject a field of the wrong type', () => {
    void billing.POST('/billing/add_product', {
      // @ts-expect-error: product_id is a string, not a number
      body: { product_id: 42 },
    });
    void profile.POST('/user/change_mobile_number/resend', {
      // @ts-expect-error: voice is a boolean flag
      body: { voice: 'yes' },
    });
  });

  it('reject an asset type the manifest call does not know', () => {
    void playback.GET('/playback/manifest/{assetType}/{assetId}', {
      // @ts-expect-error: SHOW is not a playable asset type for a manifest
      params: { path: { assetType: 'SHOW', assetId: 'abc' } },
    });
  });

  it('type the responses from the contract', async () => {
    const { data } = await profile.GET('/user/profiles/list.json');
    expectTypeOf(data?.additionalProfilesAllowed).toEqualTypeOf<number | undefined>();
    const details = await billing.GET('/billing/user_details');
    expectTypeOf(details.data?.success).toEqualTypeOf<boolean | undefined>();
  });
});
