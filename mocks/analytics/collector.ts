/**
 * The mock world as the analytics collector: it answers Segment's tracking API (analytics-next's wire format) at
 * `/__analytics/v1` — `POST …/b` with `{ batch: [messages], writeKey, sentAt }`, or one message at `…/t`, `…/i`,
 * `…/p`, `…/s`, `…/g`, `…/a`, sent as `text/plain` JSON — judges every message against the tracking plan
 * (common/analytics/tracking-plan.ts) and records each one with its violations: an unknown event or a wrong
 * property is kept and flagged, never dropped. It answers as the plan's `collector:` section says
 * (`collectorAnswer`): 200 when every message conforms, 400 naming each message that does not (decision 0013).
 * The control API lists them (`GET /__mocks/analytics`, `tracked`).
 */
import { collectorAnswer, judgeMessage, type JudgedMessage } from '../../common/analytics/tracking-plan.ts';
import { json, type MockRequest, type MockResponse } from '../core/exchange.ts';
import type { World } from '../db/world.ts';
import type { CollectedAnalyticsEvent } from '../../common/analytics/collected.ts';

export type { CollectedAnalyticsEvent };

export const ANALYTICS_COLLECTOR_PREFIX = '/__analytics/v1';

/** The most collected events a world keeps (a minute of play alone sends 60 watchedSecond); older ones are dropped. */
export const MAX_COLLECTED_EVENTS = 500;

const SINGLE_PATHS: Record<string, string> = { t: 'track', i: 'identify', p: 'page', s: 'screen', g: 'group', a: 'alias' };

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function record(world: Pick<World<string>, 'clock' | 'tracked'>, message: unknown, extra: string[], index: number): JudgedMessage {
  const fields = typeof message === 'object' && message !== null && !Array.isArray(message) ? (message as Record<string, unknown>) : {};
  const collected: CollectedAnalyticsEvent = {
    receivedAt: world.clock.now().toISOString(),
    type: text(fields.type),
    event: text(fields.event),
    properties: fields.properties ?? null,
    integrations: fields.integrations ?? null,
    anonymousId: text(fields.anonymousId),
    messageId: text(fields.messageId),
    violations: [...extra, ...judgeMessage(message)],
  };
  world.tracked.push(collected);
  world.tracked.splice(0, Math.max(0, world.tracked.length - MAX_COLLECTED_EVENTS));
  return { index, messageId: collected.messageId, event: collected.event, violations: collected.violations };
}

function answer(judged: JudgedMessage[]): MockResponse {
  const { status, body } = collectorAnswer(judged);
  return json(status, body);
}

/** The write key: in a batch's body, or as Basic auth (`<writeKey>:`) on a single message. */
function writeKeyOf(request: MockRequest, body: Record<string, unknown>): string | null {
  if (typeof body.writeKey === 'string' && body.writeKey !== '') return body.writeKey;
  const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!basic?.[1]) return null;
  try {
    return atob(basic[1]).replace(/:$/, '') || null;
  } catch {
    return null;
  }
}

function refuse(status: number, message: string): MockResponse {
  return json(status, { success: false, message });
}

export function collectAnalytics(world: Pick<World<string>, 'clock' | 'tracked'>, request: MockRequest): MockResponse {
  const kind = request.path.slice(ANALYTICS_COLLECTOR_PREFIX.length + 1);
  if (request.method !== 'POST') return refuse(405, `The collector takes POST at ${ANALYTICS_COLLECTOR_PREFIX}/b (a batch) or /t, /i, /p, /s, /g, /a.`);
  if (kind !== 'b' && !(kind in SINGLE_PATHS)) return refuse(404, `No collector endpoint at ${request.path}: POST ${ANALYTICS_COLLECTOR_PREFIX}/b (a batch) or /t, /i, /p, /s, /g, /a.`);
  let body: unknown = request.body;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body) as unknown;
    } catch (error) {
      return refuse(400, `The body is not JSON (${(error as Error).message}).`);
    }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refuse(400, 'The body is a JSON object: a message, or { batch: [messages] }.');
  const fields = body as Record<string, unknown>;
  const problems = writeKeyOf(request, fields) ? [] : ['No write key (the batch\'s writeKey, or Basic auth).'];
  if (kind === 'b') {
    if (!Array.isArray(fields.batch)) return refuse(400, 'A batch is { batch: [messages], writeKey, sentAt }: batch is not a list.');
    return answer(fields.batch.map((message, index) => record(world, message, problems, index)));
  }
  const expected = SINGLE_PATHS[kind];
  const mismatch = fields.type !== undefined && fields.type !== expected ? [`A ${String(fields.type)} message sent to the ${expected} endpoint.`] : [];
  return answer([record(world, { type: expected, ...fields }, [...problems, ...mismatch], 0)]);
}
