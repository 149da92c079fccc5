/**
 * The manifest leads somewhere: after `getManifest` keeps the contract, every adaptation set of its
 * periods is followed to the media it names. A media set's initialization segment and one media segment
 * (the first of a static presentation, the newest that has ended by the manifest's `utcTime` on a live
 * one) must answer 2xx with bytes; the seek thumbnails (ThumbnailAdaptationSet) must be there, one set
 * per period with a `{columns}x{rows}` tile grid that divides its sprite, and their sprite must answer
 * 2xx as `image/jpeg` with JPEG bytes. URLs are resolved against the manifest's URL, as a player does. And the
 * airing a manifest names (the programme the player's seek bar spans) is the one on air when a live manifest is made.
 */
import type { components } from '../../../generated/rest/playback.ts';
import type { HttpExchange } from '../http.ts';
import type { Check, CheckOutcome } from '../model.ts';
import { checkAgainstContract } from './exchange.ts';
import type { LiveFixtures } from './fixtures.ts';
import { failed, guarded, PASSED, skipped } from './outcome.ts';
import { operationById } from '../../../common/openapi/contracts.ts';

type Manifest = components['schemas']['Manifest'];
type Period = components['schemas']['Period'];
type AdaptationSet = components['schemas']['AdaptationSet'];
type MediaAdaptationSet = components['schemas']['MediaAdaptationSet'];
type ThumbnailAdaptationSet = components['schemas']['ThumbnailAdaptationSet'];

const THUMBNAIL_TILE = 'http://dashif.org/thumbnail_tile';

/** Fills a DASH URL template (`$RepresentationID$`, `$Number$`, `$Time$`, `$Bandwidth$`, widths like `%05d`, `$$`). */
export function fillTemplate(template: string, values: { representationId: string; bandwidth: number; number: number; time: number }): string {
  return template.replace(/\$(RepresentationID|Number|Time|Bandwidth|)(?:%0(\d+)d)?\$/g, (_match, name: string, width: string | undefined) => {
    if (name === '') return '$';
    const value =
      name === 'RepresentationID' ? values.representationId : String(name === 'Number' ? values.number : name === 'Time' ? values.time : values.bandwidth);
    return width === undefined ? value : value.padStart(Number(width), '0');
  });
}

/** The segment a check asks for: number and start time (ticks) of the first segment, or of the newest ended one live. */
function segmentToFetch(manifest: Manifest, period: Period, template: MediaAdaptationSet['segmentTemplate'] | ThumbnailAdaptationSet['segmentTemplate']): { number: number; time: number } {
  const offset = template.presentationTimeOffset ?? 0;
  if ('timeline' in template) {
    const first = template.timeline[0];
    return { number: template.startNumber, time: first?.t ?? offset };
  }
  if (manifest.type !== 'dynamic') return { number: template.startNumber, time: offset };
  const elapsed = (Date.parse(manifest.utcTime) - Date.parse(manifest.availabilityStartTime)) / 1000 - period.startTime;
  const seconds = template.duration / template.timescale;
  const ended = Math.max(0, Math.floor(elapsed / seconds) - 1);
  return { number: template.startNumber + ended, time: offset + ended * template.duration };
}

function isThumbnailSet(set: AdaptationSet): set is ThumbnailAdaptationSet {
  return set.contentType === 'image';
}

/** Stops the check at the first problem. */
class MediaStop extends Error {
  constructor(readonly outcome: CheckOutcome) {
    super('media check stopped');
  }
}

function contentTypeOf(exchange: HttpExchange): string {
  return (exchange.response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function bytesOf(exchange: HttpExchange): Uint8Array | null {
  const body = exchange.response.body;
  return body.kind === 'bytes' ? body.value : null;
}

async function expectMedia(fixtures: LiveFixtures, url: string, what: string, jpeg: boolean): Promise<void> {
  const exchange = await fixtures.fetchUrl(url);
  const { status } = exchange.response;
  const expected = jpeg ? `${what}: 2xx, image/jpeg, JPEG bytes` : `${what}: 2xx with the bytes`;
  const stop = (problem: string) => new MediaStop(failed(exchange, `${what} ${problem}: ${url}`, expected));
  if (status < 200 || status > 299) throw stop(`answered ${status}`);
  const bytes = bytesOf(exchange);
  if (!bytes || bytes.length === 0) throw stop('answered no bytes');
  if (jpeg && contentTypeOf(exchange) !== 'image/jpeg') throw stop(`is served as ${contentTypeOf(exchange) || 'no content type'}`);
  if (jpeg && !(bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)) throw stop('is not a JPEG');
}

/** The shape rules of the thumbnail set that the schema alone cannot say. */
function thumbnailProblem(period: Period): string | null {
  const sets = period.adaptationSets.filter(isThumbnailSet);
  if (sets.length !== 1) return `period ${period.id} has ${sets.length} thumbnail adaptation sets (contentType image), not one`;
  const [set] = sets;
  const tile = set?.essentialProperties.find((property) => property.schemeIdUri === THUMBNAIL_TILE);
  const [columns = 0, rows = 0] = (tile?.value ?? '').split('x').map(Number);
  for (const representation of set?.representations ?? []) {
    if (representation.width % columns !== 0 || representation.height % rows !== 0) {
      return `thumbnail representation ${representation.id} is ${representation.width}×${representation.height}, which a ${columns}x${rows} tile grid does not divide`;
    }
  }
  return null;
}

/** The asset a manifest check asks for, or null for the contract's example manifest. */
type AssetPath = { assetType: string; assetId: string } | null;

async function checkManifestMedia(fixtures: LiveFixtures, assetPath: AssetPath): Promise<CheckOutcome> {
  const exchange = await fixtures.call('getManifest', (template) => (assetPath ? { ...template, pathParams: { ...template.pathParams, ...assetPath } } : template));
  const contract = checkAgainstContract(operationById('getManifest'), exchange.response);
  if (!contract.ok) return failed(exchange, contract.problems[0] ?? 'the manifest does not keep the contract', 'a manifest that keeps the contract');
  if (exchange.response.status !== 200 || exchange.response.body.kind !== 'json') {
    const what = assetPath ? `${assetPath.assetType} ${assetPath.assetId}` : "the contract's example asset";
    return skipped(`the server answered ${exchange.response.status} for ${what}, so there is no manifest to follow`);
  }
  const manifest = exchange.response.body.value as Manifest;
  const base = exchange.request.url;
  try {
    for (const period of manifest.periods) {
      const problem = thumbnailProblem(period);
      if (problem) return failed(exchange, problem, 'one thumbnail adaptation set per period, its tile grid dividing its sprite');
      for (const set of period.adaptationSets) {
        const representation = set.representations[0];
        if (!representation) continue;
        const template = set.segmentTemplate;
        const { number, time } = segmentToFetch(manifest, period, template);
        const values = { representationId: representation.id, bandwidth: representation.bandwidth, number, time };
        const label = `of period ${period.id}, adaptation set ${set.id} (${set.contentType})`;
        if (isThumbnailSet(set)) {
          await expectMedia(fixtures, new URL(fillTemplate(set.segmentTemplate.media, values), base).href, `the thumbnail sprite ${number} ${label}`, true);
          continue;
        }
        const media = set.segmentTemplate;
        await expectMedia(fixtures, new URL(fillTemplate(media.initialization, values), base).href, `the initialization segment ${label}`, false);
        await expectMedia(fixtures, new URL(fillTemplate(media.media, values), base).href, `media segment ${number} ${label}`, false);
      }
    }
  } catch (error) {
    if (error instanceof MediaStop) return error.outcome;
    throw error;
  }
  return PASSED;
}

/**
 * The manifest's airing is the programme the seek bar spans: a live manifest's is on air when the manifest was made
 * (`startsAt` ≤ `utcTime` < `endsAt`), or null when nothing is scheduled; an on-demand title has none.
 */
async function checkManifestAiring(fixtures: LiveFixtures, assetPath: AssetPath): Promise<CheckOutcome> {
  const exchange = await fixtures.call('getManifest', (template) => (assetPath ? { ...template, pathParams: { ...template.pathParams, ...assetPath } } : template));
  const contract = checkAgainstContract(operationById('getManifest'), exchange.response);
  if (!contract.ok) return failed(exchange, contract.problems[0] ?? 'the manifest does not keep the contract', 'a manifest that keeps the contract');
  if (exchange.response.status !== 200 || exchange.response.body.kind !== 'json') {
    return skipped(`the server answered ${exchange.response.status}, so there is no manifest to read the airing of`);
  }
  const manifest = exchange.response.body.value as Manifest;
  const { airing } = manifest;
  if (manifest.assetType === 'VOD') {
    return airing === null ? PASSED : failed(exchange, `the on-demand manifest names an airing (${airing.broadcastId})`, 'airing: null on a VOD manifest');
  }
  if (airing === null) {
    if (manifest.assetType === 'CHANNEL') return skipped('the channel names no airing (nothing scheduled now), so there is none to check');
    return failed(exchange, `the ${manifest.assetType} manifest names no airing`, `a ${manifest.assetType} manifest names the airing it plays`);
  }
  const starts = Date.parse(airing.startsAt);
  const ends = Date.parse(airing.endsAt);
  if (!(starts < ends)) return failed(exchange, `the airing ${airing.broadcastId} ends (${airing.endsAt}) no later than it starts (${airing.startsAt})`, 'airing.startsAt before airing.endsAt');
  const made = Date.parse(manifest.utcTime);
  if (manifest.type === 'dynamic' && !(starts <= made && made < ends)) {
    return failed(exchange, `the live manifest's airing ${airing.broadcastId} (${airing.startsAt} to ${airing.endsAt}) is not on air at its utcTime ${manifest.utcTime}`, 'a live manifest names the airing on air at its utcTime');
  }
  return PASSED;
}

/** The contract's example VOD (an episode id among `AssetId`'s examples), tried besides the example manifest. */
const EXAMPLE_VOD = { assetType: 'VOD', assetId: 'epi-yellowstone-s5e1' };

export function playbackMediaChecks(fixtures: LiveFixtures): Check[] {
  /** A check of what a manifest says beyond its body (`aspect`: its media, its airing), for an asset or the example. */
  const manifestCheck =
    (aspect: string, follows: string, checkManifest: (fixtures: LiveFixtures, assetPath: AssetPath) => Promise<CheckOutcome>) =>
    (suffix: string, title: string, assetPath: AssetPath): Check => ({
      id: `playback/getManifest/${aspect}/${suffix}`,
      contract: 'playback',
      kind: 'journey',
      operation: 'getManifest',
      target: `GET /playback/manifest/{assetType}/{assetId} → ${follows}`,
      tags: ['manifest'],
      title,
      run: () => guarded(() => checkManifest(fixtures, assetPath)),
    });
  const check = manifestCheck('media', 'its segments and thumbnail sprites', checkManifestMedia);
  const airing = manifestCheck('airing', 'its airing', checkManifestAiring);
  return [
    check('example', "the example manifest's segments and seek-thumbnail sprite are reachable", null),
    check('vod', `an on-demand manifest's (${EXAMPLE_VOD.assetId}) segments and seek-thumbnail sprite are reachable`, EXAMPLE_VOD),
    airing('example', "the example manifest's airing (the programme its seek bar spans) is on air when a live manifest is made", null),
    airing('vod', `an on-demand manifest (${EXAMPLE_VOD.assetId}) names no airing`, EXAMPLE_VOD),
  ];
}
