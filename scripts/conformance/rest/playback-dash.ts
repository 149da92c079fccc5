/**
 * The DASH MPD keeps a standard player playing (`getDashManifest`): the MPD of the contract's example asset
 * (a live channel) names as its `Location` a URL that answers DASH again (`application/dash+xml`, an MPD), not
 * the JSON manifest, which a standard player cannot read; an encrypted presentation's MPDs each carry the DRM
 * token the licence calls need (`airwave:DrmToken`); and no ClearKey `ContentProtection` carries a PSSH box,
 * which a ClearKey key request cannot take (dash.js fails with error 113).
 */
import { XMLParser } from 'fast-xml-parser';
import type { HttpExchange } from '../http.ts';
import type { Check, CheckOutcome } from '../model.ts';
import { checkAgainstContract } from './exchange.ts';
import type { LiveFixtures } from './fixtures.ts';
import { failed, guarded, PASSED, skipped } from './outcome.ts';
import { operationById } from '../../../common/openapi/contracts.ts';

const CLEARKEY_SCHEME = 'urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e';

type XmlNode = Record<string, unknown>;

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: false, isArray: (name) => ['Period', 'AdaptationSet', 'ContentProtection'].includes(name) });

function textOf(exchange: HttpExchange): string | null {
  const body = exchange.response.body;
  if (body.kind === 'bytes') return new TextDecoder().decode(body.value);
  if (body.kind === 'text' || body.kind === 'json' || body.kind === 'malformed-json') return body.text;
  return null;
}

function contentTypeOf(exchange: HttpExchange): string {
  return (exchange.response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function parseXml(text: string | null): XmlNode | null {
  if (text === null) return null;
  try {
    return xml.parse(text) as XmlNode;
  } catch {
    return null;
  }
}

/** The MPD an answer carries, or what is wrong with the answer. */
function mpdOf(exchange: HttpExchange): { mpd: XmlNode } | { problem: string } {
  if (exchange.response.status !== 200) return { problem: `answered ${exchange.response.status}` };
  if (contentTypeOf(exchange) !== 'application/dash+xml') return { problem: `is served as ${contentTypeOf(exchange) || 'no content type'}, not application/dash+xml` };
  const text = textOf(exchange);
  const mpd = parseXml(text)?.MPD;
  if (!mpd || typeof mpd !== 'object') return { problem: 'is not an MPD' };
  return { mpd: mpd as XmlNode };
}

function list(value: unknown): XmlNode[] {
  return Array.isArray(value) ? (value as XmlNode[]) : value && typeof value === 'object' ? [value as XmlNode] : [];
}

/** Whether the MPD is encrypted, and whether a ClearKey descriptor carries a PSSH box. */
function protectionOf(mpd: XmlNode): { encrypted: boolean; clearKeyPssh: boolean } {
  const descriptors = list(mpd.Period).flatMap((period) => list(period.AdaptationSet)).flatMap((set) => list(set.ContentProtection));
  return {
    encrypted: descriptors.length > 0,
    clearKeyPssh: descriptors.some((descriptor) => String(descriptor.schemeIdUri).toLowerCase() === CLEARKEY_SCHEME && descriptor['cenc:pssh'] !== undefined),
  };
}

function tokenOf(mpd: XmlNode): string | null {
  const token = mpd['airwave:DrmToken'];
  if (typeof token === 'string') return token;
  if (token && typeof token === 'object' && typeof (token as XmlNode)['#text'] === 'string') return (token as XmlNode)['#text'] as string;
  return null;
}

const EXPECTED = 'an MPD whose Location answers an MPD again, each carrying the DRM token when encrypted, and no ClearKey PSSH';

async function checkDashRefresh(fixtures: LiveFixtures): Promise<CheckOutcome> {
  const exchange = await fixtures.call('getDashManifest');
  const contract = checkAgainstContract(operationById('getDashManifest'), exchange.response);
  if (!contract.ok) return failed(exchange, contract.problems[0] ?? 'the MPD answer does not keep the contract', 'an answer that keeps the contract');
  if (exchange.response.status !== 200) return skipped(`the server answered ${exchange.response.status} for the contract's example asset, so there is no MPD to follow`);
  const first = mpdOf(exchange);
  if ('problem' in first) return failed(exchange, `the MPD ${first.problem}`, EXPECTED);
  const protection = protectionOf(first.mpd);
  if (protection.clearKeyPssh) return failed(exchange, 'a ClearKey ContentProtection carries a cenc:pssh box, which a ClearKey key request cannot take', EXPECTED);
  if (protection.encrypted && tokenOf(first.mpd) === null) return failed(exchange, 'the encrypted MPD carries no airwave:DrmToken for the licence calls', EXPECTED);
  if (first.mpd.type !== 'dynamic') return skipped('the example MPD is static: it has no Location to refresh at');
  const location = typeof first.mpd.Location === 'string' ? first.mpd.Location : null;
  if (!location) return failed(exchange, 'the dynamic MPD names no Location to refresh at', EXPECTED);
  const refresh = await fixtures.fetchUrl(new URL(location, exchange.request.url).href);
  const again = mpdOf(refresh);
  if ('problem' in again) return failed(refresh, `the MPD's Location ${location} ${again.problem}: a standard DASH player cannot refresh there`, EXPECTED);
  if (protection.encrypted && tokenOf(again.mpd) === null) return failed(refresh, 'the refreshed MPD carries no airwave:DrmToken (the renewed token)', EXPECTED);
  return PASSED;
}

export function playbackDashChecks(fixtures: LiveFixtures): Check[] {
  return [
    {
      id: 'playback/getDashManifest/refresh/example',
      contract: 'playback',
      kind: 'journey',
      operation: 'getDashManifest',
      target: "GET /playback/manifest/{assetType}/{assetId}/dash → its Location",
      tags: ['manifest'],
      title: "the example MPD refreshes at a Location that answers DASH, carrying the DRM token, with no ClearKey PSSH",
      run: () => guarded(() => checkDashRefresh(fixtures)),
    },
  ];
}
