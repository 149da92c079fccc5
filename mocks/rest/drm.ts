/**
 * Test DRM for the mocks: deterministic key ids and content keys, PSSH boxes, DRM tokens bound to an
 * asset and a playback session, and deterministic license / certificate bytes.
 *
 * Content keys are derived from the key id (`contentKeyFor(kid)`), so whoever packages the test media
 * (mocks/media, with shaka-packager raw keys) encrypts with the same key the ClearKey endpoint hands
 * out. Live assets share one key id and on-demand assets another, as one packaged test stream serves
 * each kind.
 */
import type { World } from '../db/world.ts';
import { bytesFrom, fromBase64Url, fromHex, fromUtf8, hex, toBase64, toBase64Url, utf8 } from './util.ts';

export type MediaKind = 'live' | 'vod';

/** `cenc:default_KID` of each kind of test media (the contract's example ids). */
export const KEY_IDS: Record<MediaKind, string> = {
  live: '7f4c2a9e-3b1d-4e8f-9a7b-6c5d4e3f2a1b',
  vod: 'a1b2c3d4-e5f6-4789-8abc-def012345678',
};

export const SYSTEM_IDS = {
  widevine: 'edef8ba9-79d6-4ace-a3c8-27dcd51d21ed',
  playready: '9a04f079-9840-4286-ab92-e65be0885f95',
  /** DASH-IF ClearKey descriptor id (the ContentProtection scheme). */
  clearKey: 'e2719d58-a985-b3c9-781a-b030af78d30e',
  fairPlay: '94ce86fb-07ff-4f43-adb8-93d2fa968ca2',
} as const;

export function keyIdBytes(uuid: string): Uint8Array {
  return fromHex(uuid);
}

/** The 16-byte content key for a key id: the same for every world, so packaged media stays valid. */
export function contentKeyFor(kid: Uint8Array): Uint8Array {
  return bytesFrom(`airwave-mock-content-key|${hex(kid)}`, 16);
}

/** The ClearKey (base64url, unpadded) form of a media kind's key id. */
export function clearKeyKidOf(kind: MediaKind): string {
  return toBase64Url(keyIdBytes(KEY_IDS[kind]));
}

function u32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

/** A `pssh` box (version 1 when key ids are given), standard base64. */
function psshBox(systemId: string, kids: Uint8Array[], data: Uint8Array = new Uint8Array()): string {
  const version = kids.length > 0 ? 1 : 0;
  const body = [
    ...[version, 0, 0, 0],
    ...fromHex(systemId),
    ...(version === 1 ? [...u32(kids.length), ...kids.flatMap((kid) => [...kid])] : []),
    ...u32(data.length),
    ...data,
  ];
  const box = [...u32(body.length + 8), ...utf8('pssh'), ...body];
  return toBase64(Uint8Array.from(box));
}

/** A Widevine PSSH: protobuf `key_id` (field 2) and `provider` (field 3). */
export function widevinePssh(kid: Uint8Array): string {
  const provider = utf8('airwave');
  const data = Uint8Array.from([0x12, kid.length, ...kid, 0x1a, provider.length, ...provider]);
  return psshBox(SYSTEM_IDS.widevine, [], data);
}

// ---------------------------------------------------------------------------------------------------
// DRM tokens
// ---------------------------------------------------------------------------------------------------

export interface DrmGrant {
  /** Playback session id. */
  sid: string;
  assetType: string;
  assetId: string;
  kind: MediaKind;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
}

/** How long a DRM token is valid. */
export const DRM_TOKEN_TTL_MS = 60 * 60 * 1000;

function secret(world: World): string {
  return `airwave-mock-drm|${world.seed}|${world.account.user.userId}`;
}

function sign(world: World, content: string): string {
  return toBase64Url(bytesFrom(`${secret(world)}|${content}`, 32));
}

export function issueDrmToken(world: World, grant: DrmGrant): string {
  const header = toBase64Url(utf8(JSON.stringify({ alg: 'MOCK', typ: 'JWT' })));
  const payload = toBase64Url(utf8(JSON.stringify(grant)));
  return `${header}.${payload}.${sign(world, `${header}.${payload}`)}`;
}

function isGrant(value: unknown): value is DrmGrant {
  if (typeof value !== 'object' || value === null) return false;
  const grant = value as Record<string, unknown>;
  return (
    typeof grant.sid === 'string' &&
    typeof grant.assetType === 'string' &&
    typeof grant.assetId === 'string' &&
    (grant.kind === 'live' || grant.kind === 'vod') &&
    typeof grant.exp === 'number'
  );
}

export type TokenCheck = { ok: true; grant: DrmGrant } | { ok: false; reason: 'DRM_TOKEN_INVALID' | 'DRM_TOKEN_EXPIRED' };

/** Reads a well-formed token: a signature that is not ours is invalid; one past its expiry is expired. */
export function readDrmToken(world: World, token: string): TokenCheck {
  const [header, payload, signature, ...rest] = token.split('.');
  if (!header || !payload || !signature || rest.length > 0) return { ok: false, reason: 'DRM_TOKEN_INVALID' };
  if (sign(world, `${header}.${payload}`) !== signature) return { ok: false, reason: 'DRM_TOKEN_INVALID' };
  const bytes = fromBase64Url(payload);
  let grant: unknown;
  try {
    grant = bytes ? JSON.parse(fromUtf8(bytes)) : null;
  } catch {
    grant = null;
  }
  if (!isGrant(grant)) return { ok: false, reason: 'DRM_TOKEN_INVALID' };
  if (grant.exp <= world.clock.now().getTime()) return { ok: false, reason: 'DRM_TOKEN_EXPIRED' };
  return { ok: true, grant };
}

// ---------------------------------------------------------------------------------------------------
// License and certificate bytes
// ---------------------------------------------------------------------------------------------------

/** Deterministic license bytes for a key system, a grant and a challenge. */
export function licenseBytes(system: string, grant: DrmGrant, challenge: Uint8Array): Uint8Array {
  const tag = utf8(`AWMOCK-${system.toUpperCase()}-LICENSE`);
  const body = bytesFrom(`${system}|${grant.sid}|${grant.assetId}|${hex(bytesFrom(hex(challenge), 16))}`, 48);
  return Uint8Array.from([...tag, ...body]);
}

/** A deterministic DER-shaped FairPlay application certificate (SEQUENCE of 0x200 bytes). */
export function fairPlayCertificate(): Uint8Array {
  const content = bytesFrom('airwave-mock-fairplay-certificate', 0x200);
  return Uint8Array.from([0x30, 0x82, 0x02, 0x00, ...content]);
}
