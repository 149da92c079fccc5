/**
 * The tracking plan as a collector reads it: the generated plan (generated/analytics/tracking-plan.json) and the
 * validators codegen compiled from it; `judgeMessage`, which says what is wrong with one message of Segment's
 * wire format against the plan, and `collectorAnswer`, what a collector answers a batch of judged messages (the
 * plan's `collector:` section). The mock world's collector records and answers with them; the conformance checker
 * plants its cases with `judgeMessage` and judges a collector's answers with `judgeCollectorAnswer`, so both hold
 * one rule. Never imported by the app (it carries ajv's runtime).
 */
import planDocument from '../../generated/analytics/tracking-plan.json';
import { ajvRuntimeRequire } from '../ajv-runtime.ts';
import type { components } from '../../generated/analytics/events.ts';
import { createEventValidators, requiredModules } from '../../generated/analytics/validators.js';

/** The collector's two answers the plan names. */
export type CollectorAnswerKind = 'accepted' | 'refused';

interface PlanDocument {
  analyticsVersion: number;
  appVersion: string;
  integrations: Record<string, { doNotSell: 'keep' | 'disable' }>;
  collector: Record<CollectorAnswerKind, { status: number }>;
  events: Record<string, { integrations: string[]; properties: Record<string, unknown>; examples: unknown[] }>;
  definitions: Record<string, unknown>;
}

export const trackingPlan = planDocument as unknown as PlanDocument;

const validators = createEventValidators(ajvRuntimeRequire(requiredModules, 'the tracking plan'));

/** The message types of Segment's tracking API; only `track` events are in the plan. */
const MESSAGE_TYPES = new Set(['track', 'identify', 'page', 'screen', 'group', 'alias']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with one message against the plan, as sentences; none for a message the plan accepts. */
export function judgeMessage(message: unknown): string[] {
  if (!isRecord(message)) return [`A message is an object; got ${JSON.stringify(message)?.slice(0, 80) ?? 'nothing'}.`];
  const violations: string[] = [];
  if (typeof message.type !== 'string' || !MESSAGE_TYPES.has(message.type)) {
    violations.push(`type ${JSON.stringify(message.type) ?? 'missing'}: one of ${[...MESSAGE_TYPES].join(', ')}.`);
  }
  if (typeof message.anonymousId !== 'string' && typeof message.userId !== 'string') violations.push('Neither userId nor anonymousId is given.');
  if (message.type !== 'track') return violations;
  const name = message.event;
  const planned = typeof name === 'string' ? trackingPlan.events[name] : undefined;
  if (typeof name !== 'string' || !planned) {
    violations.push(`Unknown event ${JSON.stringify(name) ?? '(no event name)'}: the tracking plan has no such event.`);
    return violations;
  }
  const validate = validators[name];
  if (validate && !validate(message.properties ?? {})) {
    for (const error of validate.errors ?? []) {
      const extra = error.keyword === 'additionalProperties' ? ` ("${String((error.params as { additionalProperty?: string }).additionalProperty)}")` : '';
      violations.push(`properties${error.instancePath} ${error.message ?? 'is invalid'}${extra}.`);
    }
  }
  if (message.integrations !== undefined) {
    if (!isRecord(message.integrations)) violations.push('integrations must be an object of integration → true/false.');
    else {
      for (const [integration, on] of Object.entries(message.integrations)) {
        if (integration === 'All' || on === false) continue;
        if (!planned.integrations.includes(integration)) violations.push(`Sent to ${integration}, which the tracking plan does not route "${name}" to.`);
      }
    }
  }
  const context = isRecord(message.context) ? message.context : {};
  if (context.analyticsVersion !== trackingPlan.analyticsVersion) {
    violations.push(`context.analyticsVersion is ${JSON.stringify(context.analyticsVersion) ?? 'missing'}; the tracking plan is version ${trackingPlan.analyticsVersion}.`);
  }
  return violations;
}

type CollectorAccepted = components['schemas']['CollectorAccepted'];
type CollectorRefused = components['schemas']['CollectorRefused'];
type RefusedMessage = components['schemas']['RefusedMessage'];

/** One message of a batch as judged: its place, id and event name, and what the plan says is wrong with it. */
export interface JudgedMessage {
  index: number;
  messageId: string | null;
  event: string | null;
  violations: string[];
}

type CollectorAnswer = { status: number; body: CollectorAccepted } | { status: number; body: CollectorRefused };

/**
 * What a collector that enforces the plan answers a batch (or a single message, as a batch of one): the plan's
 * `accepted` answer when every message conforms, its `refused` answer naming each message that does not.
 */
export function collectorAnswer(judged: readonly JudgedMessage[]): CollectorAnswer {
  const refused: RefusedMessage[] = judged.filter((message) => message.violations.length > 0).map(({ index, messageId, event, violations }) => ({ index, messageId, event, violations }));
  if (refused.length === 0) return { status: trackingPlan.collector.accepted.status, body: { success: true, received: judged.length } };
  const which = refused.length === 1 ? '1 message breaks' : `${refused.length} messages break`;
  return {
    status: trackingPlan.collector.refused.status,
    body: { success: false, message: `${which} the tracking plan (the others are collected): ${refused[0]?.violations[0] ?? ''}`, violations: refused },
  };
}

/**
 * Whether a collector's answer is the plan's `kind` answer: its status and a body valid against the answer's schema.
 * Null when it is; otherwise what differs, in one sentence.
 */
export function judgeCollectorAnswer(kind: CollectorAnswerKind, status: number, body: unknown): string | null {
  const expected = trackingPlan.collector[kind].status;
  if (status !== expected) return `answered ${status}; the tracking plan's ${kind} answer is ${expected}`;
  const validate = validators[`#/collector/${kind}`];
  if (validate && !validate(body)) {
    const first = validate.errors?.[0];
    return `the body is not the tracking plan's ${kind} answer: ${first ? `body${first.instancePath} ${first.message ?? 'is invalid'}` : 'it is invalid'}`;
  }
  return null;
}
