/**
 * The mock world as the error-reporting service: it answers Sentry's envelope endpoint (the browser SDK's wire
 * format) at `/__errors/envelope` — the app's `tunnel` in mock mode — and at `/__errors/api/<project>/envelope/` (a
 * DSN pointing here directly). An envelope is newline-separated JSON: a header (`event_id`, `sent_at`, `sdk`, and
 * `dsn` when tunnelled), then per item a header (`type`, optional `length` in bytes) and its payload. Each `event`
 * item is recorded with the world's clock; other items (sessions, client reports) are accepted and not kept. The
 * control API lists them (`GET /__mocks/errors`).
 */
import { json, type MockRequest, type MockResponse } from '../core/exchange.ts';
import type { World } from '../db/world.ts';
import type { CollectedErrorReport } from '../../common/errors/collected.ts';

export type { CollectedErrorReport };

export const ERROR_COLLECTOR_PREFIX = '/__errors';

/** The most error reports a world keeps; older ones are dropped. */
export const MAX_COLLECTED_ERRORS = 200;

interface EnvelopeItem {
  type: string;
  payload: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Splits an envelope into its header and items; throws with what is wrong. */
export function parseEnvelope(bytes: Uint8Array): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  const decoder = new TextDecoder();
  let offset = 0;
  const readLine = (): string | null => {
    if (offset >= bytes.length) return null;
    let end = bytes.indexOf(0x0a, offset);
    if (end === -1) end = bytes.length;
    const line = decoder.decode(bytes.subarray(offset, end));
    offset = end + 1;
    return line;
  };
  const parse = (line: string, what: string): unknown => {
    try {
      return JSON.parse(line) as unknown;
    } catch (error) {
      throw new Error(`The envelope's ${what} is not JSON (${(error as Error).message}).`, { cause: error });
    }
  };
  const headerLine = readLine();
  if (headerLine === null || headerLine.trim() === '') throw new Error('The envelope is empty: it starts with a JSON header line.');
  const header = record(parse(headerLine, 'header'));
  const items: EnvelopeItem[] = [];
  for (let itemLine = readLine(); itemLine !== null; itemLine = readLine()) {
    if (itemLine.trim() === '') continue;
    const itemHeader = record(parse(itemLine, `item header ${items.length + 1}`));
    const type = text(itemHeader.type);
    if (!type) throw new Error(`Item ${items.length + 1} of the envelope has no type.`);
    let payload: string;
    if (typeof itemHeader.length === 'number') {
      payload = decoder.decode(bytes.subarray(offset, offset + itemHeader.length));
      offset += itemHeader.length;
      if (bytes[offset] === 0x0a) offset += 1;
    } else payload = readLine() ?? '';
    items.push({ type, payload: type === 'event' ? parse(payload, `${type} payload`) : payload });
  }
  return { header, items };
}

function collectedOf(receivedAt: string, header: Record<string, unknown>, payload: unknown): CollectedErrorReport {
  const event = record(payload);
  const exceptions = record(event.exception).values;
  const first = Array.isArray(exceptions) ? record(exceptions[exceptions.length - 1]) : {};
  const sdk = record(event.sdk ?? header.sdk);
  const message = text(first.value) ?? text(event.message) ?? text(record(event.logentry).message) ?? '';
  return {
    receivedAt,
    eventId: text(event.event_id) ?? text(header.event_id),
    type: text(first.type),
    message,
    level: text(event.level),
    url: text(record(event.request).url),
    extra: event.extra ?? null,
    release: text(event.release),
    sdk: text(sdk.name) ? `${String(sdk.name)} ${text(sdk.version) ?? ''}`.trim() : null,
  };
}

function bytesOf(body: unknown): Uint8Array | null {
  if (body instanceof Uint8Array) return body;
  if (typeof body === 'string') return new TextEncoder().encode(body);
  // A JSON content type parses the header line alone at best; the envelope's lines are read from its text.
  return null;
}

export function collectErrorEnvelope(world: Pick<World<string>, 'clock' | 'errors'>, request: MockRequest): MockResponse {
  const path = request.path.slice(ERROR_COLLECTOR_PREFIX.length);
  if (path !== '/envelope' && !/^\/api\/[^/]+\/envelope\/?$/.test(path)) {
    return json(404, { detail: `No error endpoint at ${request.path}: POST ${ERROR_COLLECTOR_PREFIX}/envelope (a Sentry envelope).` });
  }
  if (request.method !== 'POST') return json(405, { detail: `The envelope endpoint takes POST at ${ERROR_COLLECTOR_PREFIX}/envelope.` });
  const bytes = bytesOf(request.body);
  if (!bytes) return json(400, { detail: 'An envelope is sent as text (newline-separated JSON), not as a JSON document.' });
  let parsed: ReturnType<typeof parseEnvelope>;
  try {
    parsed = parseEnvelope(bytes);
  } catch (error) {
    return json(400, { detail: (error as Error).message });
  }
  const receivedAt = world.clock.now().toISOString();
  for (const item of parsed.items) {
    if (item.type !== 'event') continue;
    world.errors.push(collectedOf(receivedAt, parsed.header, item.payload));
  }
  world.errors.splice(0, Math.max(0, world.errors.length - MAX_COLLECTED_ERRORS));
  return json(200, { id: text(parsed.header.event_id) });
}
