import { describe, expect, it } from 'vitest';
import { formatMobile } from '../../../app/features/account/logic/mobile-format.ts';

describe('the mobile number as shown', () => {
  it('formats an E.164 number as people write it', () => {
    expect([formatMobile('+15125550148'), formatMobile(null), formatMobile('+442079460958')]).toEqual(['(512) 555-0148', '', '+442079460958']);
  });
});
