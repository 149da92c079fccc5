import { describe, expect, it } from 'vitest';
import { formatChannelCount } from '../../../../app/features/billing/overlay/logic/channel-count.ts';

describe('channel count', () => {
  it("is rounded down to tens with '+'", () => {
    expect(formatChannelCount(73)).toBe('70+');
    expect(formatChannelCount(70)).toBe('70+');
    expect(formatChannelCount(7)).toBe('7');
  });
});
