import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { collectorAnswer, judgeCollectorAnswer } from '../../../common/analytics/tracking-plan.ts';
import { checkTrackingPlan, TrackingPlanError } from '../../../scripts/codegen/analytics.ts';

const source = readFileSync(new URL('../../../contracts/analytics/tracking-plan.yaml', import.meta.url), 'utf8');
const fresh = () =>
  parse(source) as { events: Record<string, { integrations: string[]; examples: unknown[] }>; collector: Record<string, { status: number } | undefined> };

describe('the tracking plan', () => {
  it('passes its own check: every example is valid against its schema', () => {
    expect(() => checkTrackingPlan(fresh())).not.toThrow();
  });

  it('has the spec\'s analytics version, and never sends watchedSecond to the webhooks', () => {
    const plan = checkTrackingPlan(fresh());
    expect(plan.analyticsVersion).toBe(26);
    expect(plan.appVersion).toBe('9.18.2');
    expect(plan.events.watchedSecond?.integrations).not.toContain('Webhooks');
  });

  it.each([
    ['an example with a wrong property', (plan: ReturnType<typeof fresh>) => plan.events['Share Link Copied']?.examples.push({ url: 'x', name: 'y', shares: 2 }), /Share Link Copied.*example 2 is not valid.*must NOT have additional properties/],
    ['an example of the wrong type', (plan: ReturnType<typeof fresh>) => plan.events.watchedSecond?.examples.push({ assetId: 'a', second: 'twelve' }), /watchedSecond.*example 2.*\/second must be integer/],
    ['an undeclared integration', (plan: ReturnType<typeof fresh>) => plan.events['Search Submitted']?.integrations.push('Mixpanel'), /Search Submitted.*"Mixpanel" is not declared/],
    ['an event without the collector', (plan: ReturnType<typeof fresh>) => plan.events['Nielsen ID3']?.integrations.splice(0, 1), /Nielsen ID3.*must list "Segment.io"/],
    ['no refused answer of the collector', (plan: ReturnType<typeof fresh>) => delete plan.collector.refused, /collector\.refused: the plan must say what a collector answers/],
    ['a refused answer that is not a 4xx', (plan: ReturnType<typeof fresh>) => Object.assign(plan.collector.refused ?? {}, { status: 200 }), /accepted must be a 2xx and refused a 4xx/],
    ['an event named like a collector answer', (plan: ReturnType<typeof fresh>) => (plan.events['#/collector/refused'] = { integrations: ['Segment.io'], examples: [{}] }), /never starts with "#"/],
  ])('refuses %s, naming the event', (_, plant, message) => {
    const plan = fresh();
    plant(plan);
    expect(() => checkTrackingPlan(plan)).toThrow(TrackingPlanError);
    expect(() => checkTrackingPlan(plan)).toThrow(message);
  });
});

const judged = (index: number, violations: string[]) => ({ index, messageId: `m-${index}`, event: 'Search Submitted', violations });

describe("the collector's answer (the plan's collector section)", () => {
  it.each([
    ['a batch whose every message conforms', [judged(0, []), judged(1, [])], 200, { success: true, received: 2 }],
    [
      'a batch with one message that breaks the plan',
      [judged(0, []), judged(1, ['properties/query must be string.'])],
      400,
      {
        success: false,
        message: '1 message breaks the tracking plan (the others are collected): properties/query must be string.',
        violations: [{ index: 1, messageId: 'm-1', event: 'Search Submitted', violations: ['properties/query must be string.'] }],
      },
    ],
    ['an empty batch', [], 200, { success: true, received: 0 }],
  ])('answers %s', (_, messages, status, body) => {
    expect(collectorAnswer(messages)).toEqual({ status, body });
  });

  it('judges an answer by its status and the schema of its body', () => {
    const refused = collectorAnswer([judged(0, ['Unknown event "x": the tracking plan has no such event.'])]);
    expect(judgeCollectorAnswer('refused', refused.status, refused.body)).toBeNull();
    expect(judgeCollectorAnswer('accepted', 200, { success: true })).toBeNull();
    expect(judgeCollectorAnswer('accepted', 204, { success: true })).toBe("answered 204; the tracking plan's accepted answer is 200");
    expect(judgeCollectorAnswer('refused', 400, { success: false, message: 'no' })).toBe("the body is not the tracking plan's refused answer: body must have required property 'violations'");
    expect(judgeCollectorAnswer('accepted', 200, undefined)).toBe("the body is not the tracking plan's accepted answer: body must be object");
  });
});
