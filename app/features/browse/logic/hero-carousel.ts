import { HERO_PREVIEW_MAX_REPLAYS, HERO_SWIPE_THRESHOLD_PX, SWIPE_DRAG_TIMEOUT_MS } from '../../../lib/constants.ts';

/** Which way the slides move: 'next' enters from the right and leaves to the left, 'previous' the opposite. */
export type SlideDirection = 'next' | 'previous';

export interface HeroCarouselState {
  slideCount: number;
  index: number;
  /** The slide leaving while a change runs (its leave animation), null when settled. */
  previousIndex: number | null;
  /** Direction of the running (or last) slide change, for the enter/leave animations. */
  direction: SlideDirection | null;
  animating: boolean;
  /** A slide control (arrow, dot, button on the slide) has keyboard focus. */
  controlFocused: boolean;
  /** The user moved the carousel by hand (click, key or swipe): autoplay stops for good. */
  interacted: boolean;
  /** Times the current slide's preview video has played to its end. */
  previewPlays: number;
}

export type HeroCarouselEvent =
  /** The component's 10 s interval (HERO_AUTOPLAY_INTERVAL_MS) elapsed. */
  | { type: 'autoplay-timer-fired' }
  | { type: 'next-requested' }
  | { type: 'previous-requested' }
  | { type: 'slide-requested'; index: number }
  | { type: 'swiped'; deltaX: number; heldMs: number }
  /** The entering slide's animation ended (or the component's safety timeout for a missed animationend). */
  | { type: 'animation-ended' }
  | { type: 'control-focused' }
  | { type: 'control-blurred' }
  | { type: 'preview-ended' }
  | { type: 'slide-count-changed'; slideCount: number };

export function initialHeroCarouselState(slideCount: number): HeroCarouselState {
  return {
    slideCount,
    index: 0,
    previousIndex: null,
    direction: null,
    animating: false,
    controlFocused: false,
    interacted: false,
    previewPlays: 0,
  };
}

/** Autoplay waits for animations, never moves a slide out from under focus, and stops after manual use. */
export function canAutoplay(state: HeroCarouselState): boolean {
  return state.slideCount > 1 && !state.animating && !state.controlFocused && !state.interacted;
}

/**
 * A horizontal drag of at least 75 px, held at least the 10 ms drag timeout (a shorter touch is a tap, never a
 * swipe): to the left shows the next slide, to the right the previous one.
 */
export function swipeDirection(deltaX: number, heldMs: number): SlideDirection | null {
  if (heldMs < SWIPE_DRAG_TIMEOUT_MS) return null;
  if (deltaX <= -HERO_SWIPE_THRESHOLD_PX) return 'next';
  if (deltaX >= HERO_SWIPE_THRESHOLD_PX) return 'previous';
  return null;
}

/** The preview plays once and is replayed at most 3 times; after that the still image shows. */
export function showsPreviewVideo(state: HeroCarouselState): boolean {
  return state.previewPlays <= HERO_PREVIEW_MAX_REPLAYS;
}

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

function moveTo(state: HeroCarouselState, index: number, direction: SlideDirection, manual: boolean): HeroCarouselState {
  // Starting a move mid-animation would leave two slides half-way; the request is dropped instead.
  if (state.slideCount < 2 || state.animating) return state;
  const target = wrap(index, state.slideCount);
  if (target === state.index) return state;
  return {
    ...state,
    index: target,
    previousIndex: state.index,
    direction,
    animating: true,
    previewPlays: 0,
    interacted: state.interacted || manual,
  };
}

export function heroCarouselReducer(state: HeroCarouselState, event: HeroCarouselEvent): HeroCarouselState {
  switch (event.type) {
    case 'autoplay-timer-fired':
      return canAutoplay(state) ? moveTo(state, state.index + 1, 'next', false) : state;
    case 'next-requested':
      return moveTo(state, state.index + 1, 'next', true);
    case 'previous-requested':
      return moveTo(state, state.index - 1, 'previous', true);
    case 'slide-requested':
      return moveTo(state, event.index, event.index > state.index ? 'next' : 'previous', true);
    case 'swiped': {
      const direction = swipeDirection(event.deltaX, event.heldMs);
      if (direction === null) return state;
      return moveTo(state, state.index + (direction === 'next' ? 1 : -1), direction, true);
    }
    case 'animation-ended':
      // The entering slide's animationend, or the component's safety timeout: whichever comes first wins.
      return state.animating ? { ...state, animating: false, previousIndex: null } : state;
    case 'control-focused':
      return { ...state, controlFocused: true };
    case 'control-blurred':
      return { ...state, controlFocused: false };
    case 'preview-ended':
      return { ...state, previewPlays: state.previewPlays + 1 };
    case 'slide-count-changed': {
      const slideCount = Math.max(0, event.slideCount);
      if (slideCount === state.slideCount) return state;
      const index = slideCount === 0 ? 0 : Math.min(state.index, slideCount - 1);
      // A change that no longer has both of its slides stops where it is.
      const keepsChange = state.animating && index === state.index && state.previousIndex !== null && state.previousIndex < slideCount;
      return { ...state, slideCount, index, animating: keepsChange, previousIndex: keepsChange ? state.previousIndex : null };
    }
  }
}
