import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkTrackingPlan, TrackingPlanError } from '../../../scripts/codegen/analytics.ts';

const source = readFileSync(new URL('../../../contracts/analytics/tracking-plan.yaml', import.meta.url), 'utf8');
const fresh = () => parse(source) as { events: Record<string, { integrations: string[]; examples: unknown[] }> };

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
  ])('refuses %s, naming the event', (_, plant, message) => {
    const plan = fresh();
    plant(plan);
    expect(() => checkTrackingPlan(plan)).toThrow(TrackingPlanError);
    expect(() => checkTrackingPlan(plan)).toThrow(message);
  });
});
