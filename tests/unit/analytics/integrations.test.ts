import { describe, expect, it } from 'vitest';
import { integrationsFor } from '../../../common/analytics/integrations.ts';

describe('integrationsFor: the integrations one event goes to', () => {
  it.each([
    ['Share Link Copied', false, { All: false, 'Segment.io': true, Amplitude: true, Webhooks: true, 'Google Ads (Gtag)': true }],
    ['Share Link Copied', true, { All: false, 'Segment.io': true, Amplitude: true, Webhooks: true, 'Google Ads (Gtag)': false }],
    ['watchedSecond', false, { All: false, 'Segment.io': true, Amplitude: true, 'Nielsen DCR': true }],
    ['watchedSecond', true, { All: false, 'Segment.io': true, Amplitude: true, 'Nielsen DCR': false }],
    ['Survey Answered', true, { All: false, 'Segment.io': true, Amplitude: true, Webhooks: true }],
  ] as const)('%s with do-not-sell %s', (event, doNotSell, expected) => {
    expect(integrationsFor(event, doNotSell)).toEqual(expected);
  });

  it('never sends watchedSecond to the webhooks, with or without do-not-sell', () => {
    expect(integrationsFor('watchedSecond', false)).not.toHaveProperty('Webhooks');
    expect(integrationsFor('watchedSecond', true)).not.toHaveProperty('Webhooks');
  });
});
