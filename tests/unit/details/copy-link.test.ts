import { describe, expect, it } from 'vitest';
import { copyLinkLabel, copyLinkTransition, initialCopyLinkState } from '../../../app/features/details/logic/copy-link.ts';

describe('copy link', () => {
  it("shows 'Copied!' for 3 s and records a share event", () => {
    const copied = copyLinkTransition(initialCopyLinkState, { type: 'copy-succeeded' });
    expect(copied.effects).toEqual([{ type: 'record-share' }, { type: 'schedule-feedback-timer', delayMs: 3000 }]);
    expect(copyLinkLabel(copied.state, 'Copy link')).toBe('Copied!');
    expect(copyLinkLabel(copyLinkTransition(copied.state, { type: 'feedback-timer-fired' }).state, 'Copy link')).toBe('Copy link');
  });
});
