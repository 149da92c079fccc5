/**
 * Small helpers shared by the REST operations: deterministic hashing and bytes, base64 without
 * node's Buffer, calendar arithmetic and absolute image URLs.
 */
import { hashString } from '../db/random.ts';
import { addMonths } from '../../common/calendar.ts';

export { addMonths };

export { hashString };

/** `length` deterministic pseudo-random bytes for a text (mulberry32 seeded by its hash). */
export function bytesFrom(text: string, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = hashString(text) ^ 0x9e3779b9;
  for (let index = 0; index < length; index += 1) {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    bytes[index] = ((t ^ (t >>> 14)) >>> 0) & 0xff;
  }
  return bytes;
}

/** Deterministic letters and digits for ids (`seti_1PqR6yLkd93JfQ2a`). */
export function alphanumeric(text: string, length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(bytesFrom(text, length), (byte) => alphabet[byte % alphabet.length]).join('');
}

export function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function fromHex(text: string): Uint8Array {
  const clean = text.replace(/[^0-9a-f]/gi, '');
  const bytes = new Uint8Array(clean.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = parseInt(clean.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}


export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array | null {
  try {
    const binary = atob(text);
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array | null {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  return fromBase64(padded + '='.repeat((4 - (padded.length % 4)) % 4));
}

export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

export function fromUtf8(bytes: Uint8Array): string {
  return new TextDecoder().decode(bytes);
}

// ---------------------------------------------------------------------------------------------------
// Time
// ---------------------------------------------------------------------------------------------------

export const DAY_MS = 24 * 60 * 60 * 1000;

/** ISO 8601 UTC date-time without milliseconds (`2025-06-12T08:00:00Z`). */
export function isoDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Calendar date (`2025-06-12`). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}


/** Parses an ISO date or date-time; null for null, undefined or garbage. */
export function parseTime(value: string | null | undefined): Date | null {
  if (!value) return null;
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time) ? null : new Date(time);
}

// ---------------------------------------------------------------------------------------------------
// URLs
// ---------------------------------------------------------------------------------------------------

/** Root-relative paths of assets the mocks serve themselves; answers make them absolute (`format: uri`). */
const MOCK_ASSET_PREFIXES = ['/mock-images/', '/images/', '/mock-media/'];
/** The documentation image host: the mocks serve its paths on their own origin (as GraphQL does). */
const DOCUMENTATION_IMAGE_HOST = 'https://images.airwave.example/';

export function absoluteUrl(value: string, origin: string): string {
  if (MOCK_ASSET_PREFIXES.some((prefix) => value.startsWith(prefix))) return `${origin}${value}`;
  if (value.startsWith(DOCUMENTATION_IMAGE_HOST)) return `${origin}/${value.slice(DOCUMENTATION_IMAGE_HOST.length)}`;
  return value;
}

/**
 * A JSON value with every mock asset path (`/mock-images/...`) made absolute with `origin`. Copies only
 * the objects and arrays that contain such a path; everything else is shared with the input.
 */
export function absolutize<T>(value: T, origin: string): T {
  return rewrite(value, origin) as T;
}

/** Results for frozen (catalog) values, which never change: per value, per origin. */
const frozenResults = new WeakMap<object, Map<string, unknown>>();

function rewrite(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.charCodeAt(0) === 47 /* / */ || value.startsWith('https://images.') ? absoluteUrl(value, origin) : value;
  if (value === null || typeof value !== 'object' || value instanceof Uint8Array) return value;
  if (!Object.isFrozen(value)) return rewriteChildren(value, origin);
  let byOrigin = frozenResults.get(value);
  if (!byOrigin) {
    byOrigin = new Map();
    frozenResults.set(value, byOrigin);
  }
  if (!byOrigin.has(origin)) byOrigin.set(origin, rewriteChildren(value, origin));
  return byOrigin.get(origin);
}

function rewriteChildren(value: object, origin: string): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      const next = rewrite(item, origin);
      if (next !== item) {
        copy ??= value.slice();
        copy[index] = next;
      }
    }
    return copy ?? value;
  }
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | null = null;
  for (const key in record) {
    const item = record[key];
    const next = rewrite(item, origin);
    if (next !== item) {
      copy ??= { ...record };
      copy[key] = next;
    }
  }
  return copy ?? record;
}
