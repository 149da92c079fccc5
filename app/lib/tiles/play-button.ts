import type { TileFieldsFragment } from '../../../generated/graphql/operations.ts';

export const PLAY_LABEL = 'Play';
export const RESUME_LABEL = 'Resume';
export const WATCHED_LABEL = 'Watched';
export const UNPLAYABLE_TEXT = 'This content is unplayable';

export interface PlayButtonInput
  extends Pick<TileFieldsFragment, 'isInPlan' | 'isWatched' | 'playbackPercentage' | 'notInPlanProducts'> {
  /** From the user's subscription. */
  hasContentAccess: boolean;
  /** The client-side predicate (app/lib/assets/is-playable.ts), evaluated against the display time. */
  isPlayable: boolean;
}

export type PlayButtonDecision =
  | { kind: 'hidden' }
  | { kind: 'play'; label: typeof PLAY_LABEL | typeof RESUME_LABEL }
  | { kind: 'watched-unplayable'; label: typeof WATCHED_LABEL; accessibilityText: typeof UNPLAYABLE_TEXT; disabled: true }
  | { kind: 'upgrade'; products: TileFieldsFragment['notInPlanProducts'] };

/**
 * Which play control a tile or detail page shows:
 * - playable but not in plan: Upgrade when some product would unlock it, otherwise nothing;
 * - in plan with content access: Play/Resume when playable, a disabled 'Watched' when watched but unplayable;
 * - anything else: nothing.
 */
export function decidePlayButton(input: PlayButtonInput): PlayButtonDecision {
  if (input.isPlayable && !input.isInPlan) {
    return input.notInPlanProducts.length > 0 ? { kind: 'upgrade', products: input.notInPlanProducts } : { kind: 'hidden' };
  }
  if (!input.hasContentAccess || !input.isInPlan) return { kind: 'hidden' };
  if (input.isPlayable) {
    return { kind: 'play', label: (input.playbackPercentage ?? 0) > 0 ? RESUME_LABEL : PLAY_LABEL };
  }
  if (input.isWatched) {
    return { kind: 'watched-unplayable', label: WATCHED_LABEL, accessibilityText: UNPLAYABLE_TEXT, disabled: true };
  }
  return { kind: 'hidden' };
}
