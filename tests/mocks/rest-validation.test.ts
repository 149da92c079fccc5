import { beforeAll, describe, expect, it, vi } from 'vitest';
import { clearKeyKidOf, contentKeyFor, KEY_IDS, keyIdBytes } from '../../mocks/rest/drm.ts';
import { loadValidators, operations, resolved, validatorAt, type JsonSchema, type OperationInfo } from '../../common/openapi/contracts.ts';
import { handleRest } from '../../mocks/rest/router.ts';
import { toBase64Url } from '../../mocks/rest/util.ts';
import { validateResponse } from '../../common/openapi/validate-response.ts';
import { call, request, testWorld, type CallResult } from './support/rest-calls.ts';

function errorOf(result: CallResult): { code: number; message: string } | undefined {
  return (result.body.errors as { code: number; message: string }[] | undefined)?.[0];
}

// The contracts' validators load on first use, and this file validates answers itself (the bound only guards a hang:
// the module is ≈ 1.7 MB of source to transform).
beforeAll(loadValidators, 600_000);

describe('malformed input gets the contract 400 with a specific message', () => {
  it('names the field and the rule in billing bodies and queries', async () => {
    const { world } = testWorld();
    const cases: [string, string, unknown, string][] = [
      ['POST', '/billing/add_product', { product_id: 42 }, 'body.product_id must be string'],
      ['POST', '/billing/add_product', {}, 'body.product_id is required'],
      ['POST', '/billing/add_product', { product_id: 'epix', extra: true }, 'body.extra is not allowed'],
      ['GET', '/billing/offer_details', undefined, 'query.token is required'],
      ['POST', '/billing/subscribe', { zip: '78701', subscription_plan: 'airwave-argon' }, 'body.payment_method is required'],
      ['POST', '/billing/depart', { survey_submitted: true }, 'body.poll is required'],
      ['POST', '/billing/upgrade_details', { epix: false }, 'body.epix must be true'],
      ['POST', '/billing/validate_zip', { zip: '78701-12345678' }, 'body.zip must NOT have more than 10 characters'],
    ];
    for (const [method, path, body, message] of cases) {
      const result = await call(world, method, path, body === undefined ? {} : { body });
      expect(result.status, `${method} ${path}`).toBe(400);
      expect(errorOf(result), `${method} ${path}`).toEqual({ code: 1000, message });
    }
    const unknownPlan = await call(world, 'POST', '/billing/subscribe', { body: { subscription_plan: 'airwave-neon' } });
    expect(errorOf(unknownPlan)?.message).toMatch(/^body\.subscription_plan must be one of: airwave-fast, airwave-argon/);
    const longAnswer = await call(world, 'POST', '/billing/depart', {
      body: { survey_submitted: true, poll: { name: 'cancellation_reason', questionId: 0, answerIds: ['38'], answer: 'x'.repeat(281) } },
    });
    expect(errorOf(longAnswer)?.message).toBe('body.poll.answer must NOT have more than 280 characters');
    const badIdents = await call(world, 'POST', '/billing/logout_devices?device_idents=not%20a%20device');
    expect(errorOf(badIdents)?.message).toMatch(/^query\.device_idents must match pattern/);
    const badLimit = await call(world, 'POST', '/billing/setup_intent?limit_to=cheque');
    expect(errorOf(badLimit)?.message).toMatch(/^query\.limit_to must be one of: card, wallet/);
  });

  it("uses the client's wording in profile failures and keeps the detail in a header", async () => {
    const { world } = testWorld();
    const emptyName = await call(world, 'POST', '/user/profiles/create.json', { body: { name: '', avatar_name: 'fox' } });
    expect(emptyName.status).toBe(400);
    expect(emptyName.body).toEqual({ status: 'FAILURE', message: 'Please enter a name.' });
    expect(emptyName.headers['x-mock-detail']).toBe('body.name must NOT have fewer than 1 characters');
    const badEmail = await call(world, 'POST', '/user/change_email/init', {
      body: { profile_id: 'prf_sam', email: 'not-an-email', device: 'web', device_ident: 'web-3f9a2c7b', send_token: true, send_confirm_link: false },
    });
    expect(badEmail.body.message).toBe('Please enter a valid email.');
    const badMobile = await call(world, 'POST', '/user/change_mobile_number/init', {
      body: { profile_id: 'prf_sam', mobile_number: '5125550148', device: 'web', device_ident: 'web-3f9a2c7b', send_token: true, send_confirm_link: false },
    });
    expect(badMobile.body.message).toBe('Please enter a valid mobile number.');
    const badToken = await call(world, 'POST', '/user/change_mobile_number/confirm', { body: { token: '12345' } });
    expect(badToken.body.message).toBe('Please enter a valid token.');
    const missingId = await call(world, 'POST', '/user/profiles/switch.json', { body: {} });
    expect(missingId.body.message).toBe('body.id is required');
    const nothingToChange = await call(world, 'POST', '/user/profiles/update.json', { body: { id: 'prf_sam' } });
    expect(nothingToChange.status).toBe(400);
    expect(nothingToChange.body.message).toBe('Unable to save profile.');
    const noBody = await call(world, 'POST', '/user/profiles/delete.json');
    expect(noBody.body.message).toBe('body is required');
    const notJson = await call(world, 'PUT', '/user', { body: undefined, bodyError: 'The request body is not valid JSON (Unexpected token).' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toBe('The request body is not valid JSON.');
    const billingNotJson = await call(world, 'POST', '/billing/apply_coupon', { bodyError: 'The request body is not valid JSON (Unexpected token).' });
    expect(errorOf(billingNotJson)).toEqual({ code: 1000, message: 'The request body is not valid JSON (Unexpected token).' });
  });

  it('names malformed playback requests with their PlaybackError', async () => {
    const { world } = testWorld();
    const show = await call(world, 'GET', '/playback/manifest/SHOW/shw-yellowstone');
    expect(show.status).toBe(400);
    expect(show.body).toMatchObject({ errorCode: '1.1', category: 'MANIFEST', detailedErrorName: 'MALFORMED_REQUEST', httpStatus: 400 });
    expect(show.headers['x-mock-detail']).toMatch(/^path\.assetType must be one of/);
    const token = await drmToken(world);
    const license = (body: unknown, headers: Record<string, string> = { 'X-Auth-Token': token }) =>
      call(world, 'POST', '/playback/license/clearkey', { body, headers });
    expect((await license({ kids: ['f0wqnjsdTo-ae2xdTj8qGw=='], type: 'temporary' })).body.detailedErrorName).toBe('CLEARKEY_KID_INVALID');
    expect((await license({ kids: [clearKeyKidOf('live')], type: 'persistent-license' })).body.detailedErrorName).toBe(
      'CLEARKEY_SESSION_TYPE_UNSUPPORTED',
    );
    const missingToken = await license({ kids: [clearKeyKidOf('live')], type: 'temporary' }, {});
    expect(missingToken.status).toBe(401);
    expect(missingToken.body.detailedErrorName).toBe('DRM_TOKEN_INVALID');
    const malformedToken = await license({ kids: [clearKeyKidOf('live')], type: 'temporary' }, { 'X-Auth-Token': 'short' });
    expect(malformedToken.status).toBe(400);
    expect(malformedToken.body.detailedErrorName).toBe('DRM_TOKEN_MALFORMED');
    const forged = await license({ kids: [clearKeyKidOf('live')], type: 'temporary' }, { 'X-Auth-Token': `${token.slice(0, -4)}AAAA` });
    expect(forged.body.detailedErrorName).toBe('DRM_TOKEN_INVALID');
    const emptyChallenge = await call(world, 'POST', '/playback/license/widevine', {
      body: new Uint8Array(),
      contentType: 'application/octet-stream',
      headers: { 'X-Auth-Token': token },
    });
    expect(emptyChallenge.body.detailedErrorName).toBe('LICENSE_CHALLENGE_INVALID');
    const noSpc = await call(world, 'POST', '/playback/fairplay/license', {
      body: { assetId: 'ch-amc' },
      contentType: 'application/x-www-form-urlencoded',
      headers: { 'X-Auth-Token': token },
    });
    expect(noSpc.body.detailedErrorName).toBe('FAIRPLAY_REQUEST_INVALID');
  });
});

async function drmToken(world: Parameters<typeof call>[0], path = '/playback/manifest/CHANNEL/ch-amc'): Promise<string> {
  const manifest = await call(world, 'GET', path);
  return (manifest.body.drm as { drmToken: string }).drmToken;
}

describe('requests checked without the validators loaded', () => {
  it('are those of operations whose check reads no schema, and they are checked as with them', async () => {
    // A fresh copy of the contracts module, whose validators are not loaded: a check that reached for a schema throws.
    vi.resetModules();
    try {
      const fresh = await import('../../common/openapi/validate-request.ts');
      const without = operations.filter((operation) => !fresh.checksWithSchemas(operation));
      expect(without.map((operation) => operation.operationId)).toContain('checkGeoFence');
      for (const operation of without) {
        const path = operation.pathTemplate.replace(/\{[^}]+\}/g, 'Tq7xK2pLm9Zr');
        expect(fresh.validateRequest(operation, request(operation.method, path), {}), operation.operationId).toEqual({ ok: true });
      }
      // One that reads a schema refuses to be checked before they are loaded.
      const zip = operations.find((operation) => operation.operationId === 'validateZip');
      expect(zip && fresh.checksWithSchemas(zip)).toBe(true);
      if (zip) expect(() => fresh.validateRequest(zip, request('POST', '/billing/validate_zip', { body: { zip: '78701' } }), {})).toThrow(/not loaded/);
    } finally {
      vi.resetModules();
    }
  });
});

describe('routing', () => {
  it('leaves paths outside the contracts, preflights and app navigations to other handlers', async () => {
    const { world } = testWorld();
    expect(await handleRest(world, request('GET', '/graphql'))).toBeNull();
    expect(await handleRest(world, request('GET', '/users'))).toBeNull();
    expect(await handleRest(world, request('OPTIONS', '/billing/subscribe'))).toBeNull();
    expect(await handleRest(world, request('GET', '/billing/subscribe/usr_4f2c9a61', { headers: { accept: 'text/html' } }))).toBeNull();
  });

  it('answers an unknown path with 404 and a known path with another method with 405 and allow', async () => {
    const { world } = testWorld();
    const unknownUser = await call(world, 'GET', '/user/nothing');
    expect(unknownUser.status).toBe(404);
    expect(unknownUser.body.status).toBe('FAILURE');
    const unknownBilling = await call(world, 'GET', '/billing/nothing');
    expect(errorOf(unknownBilling)?.code).toBe(1004);
    const unknownPlayback = await call(world, 'GET', '/playback/nothing');
    expect(unknownPlayback.body.httpStatus).toBe(404);
    const wrongMethod = await call(world, 'DELETE', '/user');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, PUT');
  });
});

describe('handler failures', () => {
  it("answers a throwing handler with the contract's 500 (503 for the manifest), never a crash", async () => {
    const { world } = testWorld();
    world.account.billing.billingEvents = undefined as unknown as [];
    const billing = await call(world, 'GET', '/billing/user_details');
    expect(billing.status).toBe(500);
    expect(errorOf(billing)?.code).toBe(1500);
    expect(validateResponse('getUserDetails', billing.response).problems).toEqual([]);
    world.account.devices = undefined as unknown as [];
    const devices = await call(world, 'GET', '/user/devices');
    expect(devices.status).toBe(500);
    expect(validateResponse('listSignedInDevices', devices.response).problems).toEqual([]);
    const broken = testWorld().world;
    broken.account.progress = undefined as unknown as Record<string, number>;
    const now = broken.clock.now().getTime();
    const vod = broken.catalog.vod.find((item) => Date.parse(item.availableFrom) <= now && now <= Date.parse(item.availableUntil));
    const manifest = await call(broken, 'GET', `/playback/manifest/VOD/${vod?.vodId ?? ''}`);
    expect(manifest.status).toBe(503);
    expect(manifest.body).toMatchObject({ errorCode: '-12', category: 'NETWORK', detailedErrorName: 'SERVICE_UNAVAILABLE' });
    expect(manifest.headers['retry-after']).toBe('2');
  });

  it('answers a failing profile call with its documented 500 FAILURE envelope', async () => {
    const { world } = testWorld();
    world.account.profiles = undefined as unknown as [];
    const listed = await call(world, 'GET', '/user/profiles/list.json');
    expect(listed.status).toBe(500);
    expect(listed.body).toMatchObject({ status: 'FAILURE' });
    expect(typeof listed.body.message).toBe('string');
    expect(validateResponse('listProfiles', listed.response)).toMatchObject({ ok: true, documentedAs: '500' });
    const created = await call(world, 'POST', '/user/profiles/create.json', { body: { name: 'Grandma', avatar_name: 'fox' } });
    expect(created.status).toBe(500);
    expect(validateResponse('createProfile', created.response)).toMatchObject({ ok: true, documentedAs: '500' });
  });

  it('answers a failing license or certificate call with the documented 500 SERVICE_UNAVAILABLE (category NETWORK)', async () => {
    const { world } = testWorld();
    const token = await drmToken(world);
    // Entitlement is re-checked at license time; without billing state the license handler throws.
    world.account.billing = undefined as unknown as typeof world.account.billing;
    const license = await call(world, 'POST', '/playback/license/clearkey', {
      body: { kids: [clearKeyKidOf('live')], type: 'temporary' },
      headers: { 'X-Auth-Token': token },
    });
    expect(license.status).toBe(500);
    expect(license.body).toEqual({
      errorCode: '-12',
      category: 'NETWORK',
      description: 'Please try again later.',
      detailedErrorName: 'SERVICE_UNAVAILABLE',
      httpStatus: 500,
    });
    expect(validateResponse('requestClearKeyLicense', license.response)).toMatchObject({ ok: true, documentedAs: '500' });
    const widevine = await call(world, 'POST', '/playback/license/widevine', {
      body: new Uint8Array([8, 1, 18, 16, 1, 2, 3, 4]),
      contentType: 'application/octet-stream',
      headers: { 'X-Auth-Token': token },
    });
    expect(widevine.status).toBe(500);
    expect(validateResponse('requestWidevineLicense', widevine.response)).toMatchObject({ ok: true, documentedAs: '500' });
  });
});

describe('playback', () => {
  it('serves a live manifest relative to the clock and ClearKey keys for its key id', async () => {
    const { world, advance } = testWorld();
    const first = await call(world, 'GET', '/playback/manifest/CHANNEL/ch-amc');
    expect(validateResponse('getManifest', first.response).problems).toEqual([]);
    expect(first.body).toMatchObject({ type: 'dynamic', assetType: 'CHANNEL', assetId: 'ch-amc', duration: null });
    expect(first.headers['cache-control']).toBe('no-store');
    const updateURL = first.body.updateURL as string;
    advance(6000);
    const refreshed = await call(world, 'GET', updateURL);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.sessionId).toBe(first.body.sessionId);
    expect(refreshed.body.utcTime).not.toBe(first.body.utcTime);
    const otherSession = await call(world, 'GET', '/playback/manifest/CHANNEL/ch-amc?sessionId=5b0c9e2a-8d41-4c7b-9f3e-2a6d1c8b7e40');
    expect(otherSession.body.detailedErrorName).toBe('PLAYBACK_SESSION_NOT_FOUND');

    const token = (refreshed.body.drm as { drmToken: string }).drmToken;
    const kid = clearKeyKidOf('live');
    const keys = await call(world, 'POST', '/playback/license/clearkey', { body: { kids: [kid], type: 'temporary' }, headers: { 'X-Auth-Token': token } });
    expect(keys.body).toEqual({
      keys: [{ kty: 'oct', kid, k: toBase64Url(contentKeyFor(keyIdBytes(KEY_IDS.live))) }],
      type: 'temporary',
    });
    const vodKey = await call(world, 'POST', '/playback/license/clearkey', {
      body: { kids: [clearKeyKidOf('vod')], type: 'temporary' },
      headers: { 'X-Auth-Token': token },
    });
    expect(vodKey.status).toBe(403);
    expect(vodKey.body.detailedErrorName).toBe('KEY_NOT_AUTHORIZED');
    advance(2 * 60 * 60 * 1000);
    const expired = await call(world, 'POST', '/playback/license/clearkey', { body: { kids: [kid], type: 'temporary' }, headers: { 'X-Auth-Token': token } });
    expect(expired.body.detailedErrorName).toBe('DRM_TOKEN_EXPIRED');
  });

  it('serves static manifests for on-demand titles and refuses unknown, out-of-window and out-of-plan assets', async () => {
    const { world } = testWorld();
    const now = world.clock.now().getTime();
    const available = world.catalog.vod.find((vod) => Date.parse(vod.availableFrom) <= now && now <= Date.parse(vod.availableUntil));
    expect(available).toBeDefined();
    const vod = await call(world, 'GET', `/playback/manifest/VOD/${available?.vodId ?? ''}`);
    expect(validateResponse('getManifest', vod.response).problems).toEqual([]);
    expect(vod.body).toMatchObject({ type: 'static', updateURL: null, availabilityStartTime: null });
    expect((vod.body.duration as number) > 0).toBe(true);

    const unknown = await call(world, 'GET', '/playback/manifest/VOD/epi-does-not-exist');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detailedErrorName).toBe('ASSET_NOT_FOUND');
    const outside = world.catalog.vod.find((item) => Date.parse(item.availableUntil) < now || Date.parse(item.availableFrom) > now);
    expect(outside).toBeDefined();
    if (outside) {
      const gone = await call(world, 'GET', `/playback/manifest/VOD/${outside.vodId}`);
      expect(gone.status).toBe(410);
      expect(gone.body).toMatchObject({ airwaveErrorCode: 1210, detailedErrorName: 'VOD_OUTSIDE_WINDOW' });
    }
    // A blacked-out airing: move the clock into it; the airing and its channel both refuse.
    const airing = testWorld();
    const airingNow = airing.world.clock.now().getTime();
    const blackout = airing.world.catalog.broadcasts
      .filter((broadcast) => broadcast.isBlackout && Date.parse(broadcast.endsAt) > airingNow + 60_000)
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0];
    expect(blackout).toBeDefined();
    if (blackout) {
      airing.advance(Math.max(0, Date.parse(blackout.startsAt) - airingNow) + 30_000);
      const refused = await call(airing.world, 'GET', `/playback/manifest/BROADCAST/${blackout.broadcastId}`);
      expect(refused.status).toBe(403);
      expect(refused.body.detailedErrorName).toBe('BROADCAST_BLACKOUT');
      const channel = await call(airing.world, 'GET', `/playback/manifest/CHANNEL/${blackout.channelId}`);
      expect(channel.body.detailedErrorName).toBe('BROADCAST_BLACKOUT');
    }
    const free = testWorld('free-plan').world;
    const paidChannel = free.catalog.channels.find((channel) => channel.isActive && !channel.isFastViewable && !channel.addOnId);
    const notInPlan = await call(free, 'GET', `/playback/manifest/CHANNEL/${paidChannel?.channelId ?? 'ch-amc'}`);
    expect(notInPlan.status).toBe(403);
    expect(notInPlan.body.detailedErrorName).toBe('NOT_IN_PACKAGE');
    const deactivated = testWorld('deactivated').world;
    expect((await call(deactivated, 'GET', '/playback/manifest/CHANNEL/ch-amc')).body.detailedErrorName).toBe('ACCOUNT_ISSUE');
  });

  it('plays a RECORDING named by the recorded broadcast id, with or without the rec- prefix', async () => {
    const { world } = testWorld();
    const now = world.clock.now().getTime();
    const ended = world.catalog.broadcasts.find(
      (broadcast) => broadcast.channelId === 'ch-amc' && Date.parse(broadcast.endsAt) < now && now - Date.parse(broadcast.endsAt) < 24 * 3_600_000,
    );
    const onAir = world.catalog.broadcasts.find(
      (broadcast) => broadcast.channelId === 'ch-amc' && Date.parse(broadcast.startsAt) <= now && now < Date.parse(broadcast.endsAt),
    );
    expect(ended).toBeDefined();
    expect(onAir).toBeDefined();
    const assetIdSchema = validatorAt('playback', ['components', 'schemas', 'AssetId']);
    for (const assetId of [ended?.broadcastId ?? '', `rec-${ended?.broadcastId ?? ''}`]) {
      // Both forms are documented AssetIds, and the mock serves the same recording for each.
      expect(assetIdSchema(assetId)).toBe(true);
      const recording = await call(world, 'GET', `/playback/manifest/RECORDING/${assetId}`);
      expect(recording.status).toBe(200);
      expect(validateResponse('getManifest', recording.response).problems).toEqual([]);
      expect(recording.body).toMatchObject({ type: 'static', assetType: 'RECORDING', assetId });
    }
    const notYet = await call(world, 'GET', `/playback/manifest/RECORDING/rec-${onAir?.broadcastId ?? ''}`);
    expect(notYet.status).toBe(409);
    expect(notYet.body.detailedErrorName).toBe('RECORDING_NOT_AVAILABLE');
    const unknown = await call(world, 'GET', '/playback/manifest/RECORDING/rec-brd-nowhere-20000101t0000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detailedErrorName).toBe('ASSET_NOT_FOUND');
    // The contract names the recording id forms the mock accepts.
    const description = resolved<{ description: string }>('playback', ['components', 'schemas', 'AssetId']).value.description;
    expect(description).toContain('`RECORDING` the id of the recorded broadcast');
    expect(description).toContain('`rec-`');
  });

  it('answers Widevine as bytes or JSON, FairPlay with a CKC and the certificate as bytes', async () => {
    const { world } = testWorld();
    const token = await drmToken(world);
    const challenge = new Uint8Array([8, 1, 18, 16, 1, 2, 3, 4]);
    const raw = await call(world, 'POST', '/playback/license/widevine', {
      body: challenge,
      contentType: 'application/octet-stream',
      headers: { 'X-Auth-Token': token },
    });
    expect(raw.response.body.kind).toBe('bytes');
    const wrapped = await call(world, 'POST', '/playback/license/playready', {
      body: challenge,
      contentType: 'application/octet-stream',
      headers: { 'X-Auth-Token': token, accept: 'application/json' },
    });
    expect(validateResponse('requestPlayReadyLicense', wrapped.response).problems).toEqual([]);
    expect(typeof wrapped.body.license).toBe('string');
    const ckc = await call(world, 'POST', '/playback/fairplay/license', {
      body: { spc: 'MWwItLUS8ckRf75/rrHM747bv6rT/Ry1KM8nW0wY+7DGtiitQ1oAMHo8dQnum3Cl', assetId: 'ch-amc' },
      contentType: 'application/x-www-form-urlencoded',
      headers: { 'X-Auth-Token': token },
    });
    expect(ckc.status).toBe(200);
    expect(ckc.response.body.kind).toBe('bytes');
    const certificate = await call(world, 'GET', '/playback/fairplay/certificate', { headers: { 'X-Auth-Token': token } });
    expect(certificate.headers['cache-control']).toBe('private, max-age=86400');
    expect(validateResponse('getFairPlayCertificate', certificate.response).problems).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Bad input for every operation: generated invalid bodies always get a documented 4xx.
// ---------------------------------------------------------------------------------------------------

function bodySchemas(operation: OperationInfo): JsonSchema[] {
  const entry = operation.requestBody?.content.find((content) => content.contentType === 'application/json');
  if (!entry) return [];
  const root = resolved<JsonSchema>(operation.contract, entry.schemaPointer);
  const branches = (root.value.oneOf ?? root.value.anyOf) as unknown[] | undefined;
  if (!branches) return [root.value];
  return branches.map((_, index) => resolved<JsonSchema>(operation.contract, [...root.pointer, root.value.oneOf ? 'oneOf' : 'anyOf', String(index)]).value);
}

function propertySchema(operation: OperationInfo, schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  return resolved<JsonSchema>(operation.contract, ref.slice(2).split('/')).value;
}

function wrongType(schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') return 12345;
  if (type === 'array' || type === 'object') return 'not-a-structure';
  if (schema.enum || schema.anyOf || schema.oneOf) return { not: 'valid' };
  return 'not-a-number';
}

/** Invalid variants of a valid example: each required field missing, each field of a wrong type, enums wrong, strings oversized. */
function invalidBodies(operation: OperationInfo, example: Record<string, unknown>): { label: string; body: unknown }[] {
  const variants: { label: string; body: unknown }[] = [
    { label: 'an array', body: [] },
    { label: 'a string', body: 'text' },
  ];
  for (const schema of bodySchemas(operation)) {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const name of (schema.required ?? []) as string[]) {
      const body = Object.fromEntries(Object.entries(example).filter(([key]) => key !== name));
      if (Object.keys(body).length !== Object.keys(example).length) variants.push({ label: `without ${name}`, body });
    }
    for (const [name, raw] of Object.entries(properties)) {
      const property = propertySchema(operation, raw);
      variants.push({ label: `${name} of a wrong type`, body: { ...example, [name]: wrongType(property) } });
      if (Array.isArray(property.enum)) variants.push({ label: `${name} not in its enum`, body: { ...example, [name]: 'not-an-enum-value' } });
      if (typeof property.maxLength === 'number') {
        variants.push({ label: `${name} oversized`, body: { ...example, [name]: 'x'.repeat(property.maxLength + 1) } });
      }
    }
  }
  return variants;
}

function exampleBody(operation: OperationInfo): Record<string, unknown> {
  const entry = operation.requestBody?.content.find((content) => content.contentType === 'application/json');
  if (!entry) return {};
  const media = resolved<{ example?: unknown; examples?: Record<string, { value?: unknown }> }>(operation.contract, entry.schemaPointer.slice(0, -1)).value;
  const value = media.example ?? Object.values(media.examples ?? {})[0]?.value;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

describe('bad input never gets a 2xx or a 5xx', () => {
  for (const operation of operations.filter((candidate) => candidate.requestBody?.content.some((content) => content.contentType === 'application/json'))) {
    it(`${operation.operationId} refuses generated invalid bodies with a documented 4xx`, async () => {
      const problems: string[] = [];
      for (const { label, body } of invalidBodies(operation, exampleBody(operation))) {
        const { world } = testWorld();
        const token = operation.security.drmToken
          ? (((await handleRest(world, request('GET', '/playback/manifest/CHANNEL/ch-amc')))?.body as { value: { drm: { drmToken: string } } }).value.drm.drmToken)
          : undefined;
        const path = operation.pathTemplate.replace(/\{[^}]+\}/g, 'Tq7xK2pLm9Zr');
        const response = await handleRest(world, request(operation.method, path, { body, headers: token ? { 'X-Auth-Token': token } : {} }));
        const status = response?.status ?? 0;
        if (status < 400 || status >= 500) problems.push(`${label}: answered ${status}`);
        else if (response) problems.push(...validateResponse(operation.operationId, response).problems.map((problem) => `${label}: ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }
});
