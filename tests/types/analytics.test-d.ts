/**
 * Type tests: `track()` is typed by the tracking plan (contracts/analytics/tracking-plan.yaml → generated/analytics/
 * events.ts), so an event the plan does not name, a wrong property or a missing one is a compile error on the
 * exact line.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { AnalyticsEventProperties } from '../../generated/analytics/events.ts';
import type { track } from '../../app/kit/analytics/track.ts';

declare const send: typeof track;

describe('track()', () => {
  it('takes the events of the plan with their properties', () => {
    send('Share Link Copied', { url: 'https://www.airwave.example/player/show/shw-yellowstone', name: 'Yellowstone' });
    send('watchedSecond', { assetId: 'epi-yellowstone-s5e1', second: 12 });
    expectTypeOf<AnalyticsEventProperties['Uncredentialed Subscription']['code']>().toEqualTypeOf<1512>();
  });

  it('refuses an event the plan does not name', () => {
    // @ts-expect-error: 'Share Clicked' is not an event of the tracking plan
    send('Share Clicked', { url: 'https://www.airwave.example/', name: 'Yellowstone' });
  });

  it('refuses a property the event does not have', () => {
    // @ts-expect-error: 'Search Submitted' has no 'results' property
    send('Search Submitted', { query: 'yellowstone', results: 3 });
  });

  it('refuses a property of the wrong type, and a missing one', () => {
    // @ts-expect-error: watchedSecond's second is a number
    send('watchedSecond', { assetId: 'epi-yellowstone-s5e1', second: '12' });
    // @ts-expect-error: a share needs the name of what was shared
    send('Share Link Copied', { url: 'https://www.airwave.example/' });
  });
});
