/**
 * The tracking plan as a collector reads it: the generated plan (generated/analytics/tracking-plan.json) and the
 * validators codegen compiled from it, and `judgeMessage`, which says what is wrong with one message of Segment's
 * wire format against the plan. The mock world's collector records with it; a real collector can be checked
 * against the same verdicts. Never imported by the app (it carries ajv's runtime).
 */
import planDocument from '../../generated/analytics/tracking-plan.json';
import { ajvRuntimeRequire } from '../ajv-runtime.ts';
import { createEventValidators, requiredModules } from '../../generated/analytics/validators.js';

interface PlanDocument {
  analyticsVersion: number;
  integrations: Record<string, { doNotSell: 'keep' | 'disable' }>;
  events: Record<string, { integrations: string[] }>;
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
