import { COPY_FEEDBACK_MS } from '../../../lib/constants.ts';
import { stay, type Transition } from '../../../lib/state/transition.ts';

export const COPIED_LABEL = 'Copied!';

export interface CopyLinkState {
  copied: boolean;
}

export type CopyLinkEvent = { type: 'copy-succeeded' } | { type: 'feedback-timer-fired' };

export type CopyLinkEffect = { type: 'schedule-feedback-timer'; delayMs: number } | { type: 'record-share' };

export const initialCopyLinkState: CopyLinkState = { copied: false };

/** Copy link: 'Copied!' for 3 s after a successful copy, and a share event recorded each time. */
export function copyLinkTransition(
  state: CopyLinkState,
  event: CopyLinkEvent,
): Transition<CopyLinkState, CopyLinkEffect> {
  switch (event.type) {
    case 'copy-succeeded':
      return {
        state: { copied: true },
        effects: [{ type: 'record-share' }, { type: 'schedule-feedback-timer', delayMs: COPY_FEEDBACK_MS }],
      };
    case 'feedback-timer-fired':
      return stay({ copied: false });
  }
}

/** Label of the copy control: 'Copied!' during the feedback, else the caller's own label. */
export function copyLinkLabel(state: CopyLinkState, idleLabel: string): string {
  return state.copied ? COPIED_LABEL : idleLabel;
}
