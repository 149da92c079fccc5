import { describe, expect, it } from 'vitest';
import { decidePlayButton, type PlayButtonInput } from '../../../../app/lib/tiles/play-button.ts';

const product = { id: 'airwave-plus', displayName: 'Airwave Plus', keyImage: null };
const input = (overrides: Partial<PlayButtonInput> = {}): PlayButtonInput => ({
  hasContentAccess: true,
  isPlayable: true,
  isInPlan: true,
  isWatched: false,
  playbackPercentage: null,
  notInPlanProducts: [],
  ...overrides,
});

describe('play button', () => {
  it("shows 'Play' for a playable in-plan item with content access and no progress", () => {
    expect(decidePlayButton(input())).toEqual({ kind: 'play', label: 'Play' });
  });
  it("shows 'Resume' when there is progress", () => {
    expect(decidePlayButton(input({ playbackPercentage: 12 }))).toEqual({ kind: 'play', label: 'Resume' });
  });
  it('is hidden without content access', () => {
    expect(decidePlayButton(input({ hasContentAccess: false }))).toEqual({ kind: 'hidden' });
  });
  it('is hidden when neither playable nor watched', () => {
    expect(decidePlayButton(input({ isPlayable: false }))).toEqual({ kind: 'hidden' });
  });
  it("shows a disabled 'Watched' / 'This content is unplayable' when watched but unplayable", () => {
    expect(decidePlayButton(input({ isPlayable: false, isWatched: true }))).toEqual({
      kind: 'watched-unplayable',
      label: 'Watched',
      accessibilityText: 'This content is unplayable',
      disabled: true,
    });
  });
  it('shows Upgrade instead when playable, not in plan and some product would unlock it', () => {
    expect(decidePlayButton(input({ isInPlan: false, notInPlanProducts: [product] }))).toEqual({
      kind: 'upgrade',
      products: [product],
    });
  });
  it('hides Upgrade when notInPlanProducts is empty', () => {
    expect(decidePlayButton(input({ isInPlan: false }))).toEqual({ kind: 'hidden' });
  });
  it('hides a watched out-of-plan item', () => {
    expect(decidePlayButton(input({ isInPlan: false, isPlayable: false, isWatched: true }))).toEqual({ kind: 'hidden' });
  });
});
