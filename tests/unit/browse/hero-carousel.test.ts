import { describe, expect, it } from 'vitest';
import {
  canAutoplay,
  heroCarouselReducer as reduce,
  initialHeroCarouselState,
  showsPreviewVideo,
  swipeDirection,
  type HeroCarouselEvent,
  type HeroCarouselState,
} from '../../../app/features/browse/logic/hero-carousel.ts';

const run = (state: HeroCarouselState, ...events: HeroCarouselEvent[]) => events.reduce(reduce, state);
const settled = (index: number): HeroCarouselState => ({ ...initialHeroCarouselState(3), index });

describe('hero carousel', () => {
  it('autoplay advances to the next slide', () => {
    expect(run(settled(0), { type: 'autoplay-timer-fired' })).toMatchObject({ index: 1, direction: 'next', animating: true });
  });
  it('autoplay waits while animating, while a control has focus, and stops after manual interaction', () => {
    expect(canAutoplay(run(settled(0), { type: 'autoplay-timer-fired' }))).toBe(false);
    expect(run(settled(0), { type: 'control-focused' }, { type: 'autoplay-timer-fired' }).index).toBe(0);
    const touched = run(settled(0), { type: 'next-requested' }, { type: 'animation-ended' });
    expect(run(touched, { type: 'autoplay-timer-fired' }).index).toBe(1);
    expect(canAutoplay(run(settled(0), { type: 'control-focused' }, { type: 'control-blurred' }))).toBe(true);
  });
  it('wraps around in both directions', () => {
    expect(run(settled(2), { type: 'next-requested' })).toMatchObject({ index: 0, direction: 'next' });
    expect(run(settled(0), { type: 'previous-requested' })).toMatchObject({ index: 2, direction: 'previous' });
  });
  it('jumping to a slide animates in its direction', () => {
    expect(run(settled(2), { type: 'slide-requested', index: 0 })).toMatchObject({ index: 0, direction: 'previous' });
  });
  it('a 75 px swipe left or right moves next or previous; shorter drags do nothing', () => {
    expect(swipeDirection(-75, 120)).toBe('next');
    expect(swipeDirection(80, 120)).toBe('previous');
    expect(swipeDirection(74, 120)).toBeNull();
    expect(run(settled(1), { type: 'swiped', deltaX: -120, heldMs: 200 })).toMatchObject({ index: 2, interacted: true });
    expect(run(settled(1), { type: 'swiped', deltaX: 30, heldMs: 200 }).index).toBe(1);
  });
  it('a touch held under the 10 ms drag timeout is a tap, however far it moved; from 10 ms it swipes', () => {
    expect(swipeDirection(-200, 9)).toBeNull();
    expect(swipeDirection(-200, 10)).toBe('next');
    expect(run(settled(1), { type: 'swiped', deltaX: -200, heldMs: 5 })).toMatchObject({ index: 1, interacted: false });
  });
  it('the preview video replays at most 3 times, then the image shows; a new slide starts over', () => {
    const ended = (n: number) => Array.from({ length: n }, (): HeroCarouselEvent => ({ type: 'preview-ended' }));
    expect(showsPreviewVideo(run(settled(0), ...ended(3)))).toBe(true);
    expect(showsPreviewVideo(run(settled(0), ...ended(4)))).toBe(false);
    expect(run(settled(0), ...ended(4), { type: 'next-requested' }).previewPlays).toBe(0);
  });
  it('a change keeps the leaving slide until the entering one has animated in, then the next move runs', () => {
    const moving = run(settled(0), { type: 'next-requested' });
    expect(moving).toMatchObject({ index: 1, previousIndex: 0, direction: 'next', animating: true });
    // Requests during the animation are dropped, not queued.
    expect(run(moving, { type: 'next-requested' })).toBe(moving);
    const done = run(moving, { type: 'animation-ended' });
    expect(done).toMatchObject({ index: 1, previousIndex: null, animating: false });
    // Regression: the second Next after a finished animation moves again.
    expect(run(done, { type: 'next-requested' })).toMatchObject({ index: 2, previousIndex: 1, direction: 'next', animating: true });
    expect(run(done, { type: 'previous-requested' })).toMatchObject({ index: 0, previousIndex: 1, direction: 'previous' });
  });
  it('a second animation-ended (animationend, then the safety timeout) changes nothing', () => {
    const done = run(settled(0), { type: 'next-requested' }, { type: 'animation-ended' });
    expect(run(done, { type: 'animation-ended' })).toBe(done);
  });
  it('wrapping from the last slide to the first leaves the last one', () => {
    expect(run(settled(2), { type: 'next-requested' })).toMatchObject({ index: 0, previousIndex: 2, direction: 'next' });
    expect(run(settled(2), { type: 'slide-requested', index: 2 })).toEqual(settled(2));
  });
  it('a slide-count change mid-animation keeps the change only while both slides still exist', () => {
    const moving = run(settled(1), { type: 'next-requested' });
    expect(run(moving, { type: 'slide-count-changed', slideCount: 4 })).toMatchObject({ slideCount: 4, index: 2, previousIndex: 1, animating: true });
    expect(run(moving, { type: 'slide-count-changed', slideCount: 2 })).toMatchObject({ slideCount: 2, index: 1, previousIndex: null, animating: false });
    const wrapped = run(settled(2), { type: 'next-requested' });
    expect(run(wrapped, { type: 'slide-count-changed', slideCount: 2 })).toMatchObject({ index: 0, previousIndex: null, animating: false });
    expect(run(moving, { type: 'slide-count-changed', slideCount: 3 })).toBe(moving);
  });
});
