/**
 * The player's failures on demand: the Mocks panel's presets and the `playback-error`, `timeout` and
 * `status` faults refuse the manifest or the licence call the way the playback contract words it (the
 * contract's own examples are the expected bodies), a timeout holds the request and then drops it, and a
 * fault text the contract cannot answer is refused with the reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolved } from '../../common/openapi/contracts.ts';
import { FAULT_PRESETS, FaultSyntaxError, formatFaults, parseFaults } from '../../mocks/scenarios/faults.ts';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import { TEST_NOW } from '../support/clock.ts';
import { request, send, testWorld } from './support/rest-calls.ts';

const MANIFEST = '/playback/manifest/CHANNEL/ch-amc';

type Example = { value: { detailedErrorName?: string } };

/** The contract's example error bodies of an operation, by `detailedErrorName`, with their status. */
function contractExamples(path: string, method: 'get' | 'post'): Map<string, { status: number; body: unknown }> {
  const responses = resolved<Record<string, unknown>>('playback', ['paths', path, method, 'responses']).value;
  const found = new Map<string, { status: number; body: unknown }>();
  for (const status of Object.keys(responses)) {
    if (Number(status) < 400) continue;
    const response = resolved<{ content?: Record<string, { examples?: Record<string, unknown> }> }>('playback', ['paths', path, method, 'responses', status]);
    for (const name of Object.keys(response.value.content?.['application/json']?.examples ?? {})) {
      const example = resolved<Example>('playback', [...response.pointer, 'content', 'application/json', 'examples', name]).value;
      const detailed = example.value.detailedErrorName;
      if (detailed && !found.has(detailed)) found.set(detailed, { status: Number(status), body: example.value });
    }
  }
  return found;
}

async function manifestWith(faults: string) {
  const { world } = testWorld('core-subscriber', parseFaults(faults));
  return send(world, request('GET', MANIFEST));
}

describe('player faults', () => {
  it('refuses the manifest with each named failure exactly as the contract gives it (body, code, category and status)', async () => {
    const examples = contractExamples('/playback/manifest/{assetType}/{assetId}', 'get');
    const names = [
      'BROADCAST_BLACKOUT',
      'TOO_MANY_STREAMS',
      'NOT_IN_PACKAGE',
      'GEO_RESTRICTED',
      'RECORDING_CORRUPTED',
      'VOD_OUTSIDE_WINDOW',
      'RECORDING_OUTSIDE_WINDOW',
    ];
    for (const name of names) {
      const expected = examples.get(name);
      if (!expected) throw new Error(`the contract has no example of ${name} on getManifest`);
      const answer = await manifestWith(`getManifest:playback-error=${name}`);
      expect({ name, status: answer.status, body: answer.body }).toEqual({ name, status: expected.status, body: expected.body });
    }
  });

  it('offers a panel preset for every player failure, each a fault text the grammar reads back unchanged', async () => {
    for (const preset of FAULT_PRESETS) expect(formatFaults(parseFaults(preset.faults))).toBe(preset.faults);
    const answers = await Promise.all(FAULT_PRESETS.filter((preset) => preset.faults.startsWith('getManifest:') && !preset.faults.includes('timeout')).map((preset) => manifestWith(preset.faults)));
    expect(answers.map((answer) => answer.status)).toEqual([403, 502, 504, 403, 403, 403, 403, 403, 409, 409, 410, 410]);
  });

  it('answers a manifest 502 or 504 as a failed gateway in the contract body, and 403 bare, as a gateway or CDN refuses (no reason, so not the account issue)', async () => {
    for (const status of [502, 504]) {
      const answer = await manifestWith(`getManifest:status=${status}`);
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ detailedErrorName: 'SERVICE_UNAVAILABLE', category: 'NETWORK', errorCode: '-12', httpStatus: status });
    }
    const forbidden = await manifestWith('getManifest:status=403');
    expect(forbidden.status).toBe(403);
    expect(forbidden.response.body).toEqual({ kind: 'text', value: 'Forbidden', contentType: 'text/plain' });
  });

  it('refuses the licence with a DRM error while the manifest still plays', async () => {
    const { world } = testWorld('core-subscriber', parseFaults('requestClearKeyLicense:playback-error=KEY_NOT_AUTHORIZED'));
    const manifest = await send(world, request('GET', MANIFEST));
    expect(manifest.status).toBe(200);
    const drm = manifest.body.drm as { drmToken: string };
    const licence = await send(
      world,
      request('POST', '/playback/license/clearkey', {
        body: { kids: ['f0wqnjsdTo-ae2xdTj8qGw'], type: 'temporary' },
        headers: { 'x-auth-token': drm.drmToken },
      }),
    );
    expect(licence.status).toBe(403);
    expect(licence.body).toEqual(contractExamples('/playback/license/clearkey', 'post').get('KEY_NOT_AUTHORIZED')?.body);
  });

  it('refuses a playback-error the contract cannot answer there, naming why', () => {
    const refusal = (text: string) => {
      try {
        parseFaults(text);
      } catch (error) {
        if (error instanceof FaultSyntaxError) return error.message;
        throw error;
      }
      return 'accepted';
    };
    expect(refusal('getManifest:playback-error=EXPLODED')).toMatch(/needs a playback error name: one of MALFORMED_REQUEST, .*TOO_MANY_STREAMS/);
    expect(refusal('getManifest:playback-error')).toMatch(/needs a playback error name/);
    expect(refusal('subscribe:playback-error=TOO_MANY_STREAMS')).toMatch(/applies to a playback operation \(getManifest, .*requestClearKeyLicense.*\) or \*/);
    expect(refusal('requestClearKeyLicense:playback-error=VOD_OUTSIDE_WINDOW')).toBe(
      'Fault "requestClearKeyLicense:playback-error=VOD_OUTSIDE_WINDOW": VOD_OUTSIDE_WINDOW is answered with HTTP 410, which requestClearKeyLicense does not document.',
    );
    expect(refusal('getManifest:timeout=-5')).toMatch(/0 or more/);
    expect(refusal('getManifest:explode')).toMatch(/network, timeout, .*playback-error, .*getManifest:playback-error=TOO_MANY_STREAMS/);
    expect(refusal('*:playback-error=TOO_MANY_STREAMS')).toBe('accepted');
  });

  it('gives the manifest the bitrate cap a bitrate-cap fault sets (kbit/s, either side open), and none without one', async () => {
    const capOf = async (faults: string) => ((await manifestWith(faults)).body as { bitrateCap?: unknown }).bitrateCap;
    expect(await capOf('getManifest:bitrate-cap=90-120')).toEqual({ minBitsPerSecond: 90_000, maxBitsPerSecond: 120_000 });
    expect(await capOf('getManifest:bitrate-cap=-80')).toEqual({ minBitsPerSecond: null, maxBitsPerSecond: 80_000 });
    expect(await capOf('getManifest:bitrate-cap=90-')).toEqual({ minBitsPerSecond: 90_000, maxBitsPerSecond: null });
    expect(await capOf('Page:delay=1')).toBeUndefined();
    for (const text of ['getManifest:bitrate-cap=90-120', 'getManifest:bitrate-cap=-80', 'getManifest:bitrate-cap=90-']) expect(formatFaults(parseFaults(text))).toBe(text);
    for (const text of ['getManifest:bitrate-cap', 'getManifest:bitrate-cap=-', 'getManifest:bitrate-cap=fast']) expect(() => parseFaults(text)).toThrow(/needs a cap as MIN-MAX/);
  });
});

describe('a manifest timeout over HTTP', () => {
  let server: RunningMockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, persona: 'core-subscriber', now: () => TEST_NOW });
  });
  afterAll(() => server.close());

  it('holds the request, then drops the connection; a client with a shorter limit times out first', async () => {
    const headers = { cookie: 'airwave_session=anything', 'x-mock-faults': 'getManifest:timeout=400' };
    const started = performance.now();
    const failure = await fetch(`${server.url}${MANIFEST}`, { headers }).then(
      (response) => `answered ${response.status}`,
      (error: unknown) => (error instanceof Error ? error.name : String(error)),
    );
    expect(failure).toBe('TypeError');
    expect(performance.now() - started).toBeGreaterThanOrEqual(350);
    const impatient = await fetch(`${server.url}${MANIFEST}`, { headers, signal: AbortSignal.timeout(100) }).then(
      (response) => `answered ${response.status}`,
      (error: unknown) => (error instanceof Error ? error.name : String(error)),
    );
    expect(impatient).toBe('TimeoutError');
  });
});
