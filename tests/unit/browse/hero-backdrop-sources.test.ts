import { describe, expect, it } from 'vitest';
import { backdropSources } from '../../../app/features/browse/logic/hero-backdrop.ts';

// A hero backdrop is asked for at 1440 pixels (the page document's url(width: 1440)); a phone picks one of the image
// service's narrower widths from the srcset, a screen above the mobile breakpoint keeps the 1440 the answer gave.
const HERO = 'https://app.airwave.test/mock-images/hero/hero-1?width=1440&format=auto';

/** The srcset's candidates as [address, descriptor]. */
function candidates(srcSet: string | undefined): [string, string][] {
  return (srcSet ?? '').split(', ').map((candidate) => candidate.split(' ') as [string, string]);
}

describe('a hero backdrop’s sources', () => {
  it('keep the answer’s address as src and widest candidate, and offer the same picture at 480, 630 and 910 pixels', () => {
    const sources = backdropSources(HERO);
    expect(sources?.src).toBe(HERO);
    expect(candidates(sources?.srcSet)).toEqual([
      ['https://app.airwave.test/mock-images/hero/hero-1?width=480&format=auto', '480w'],
      ['https://app.airwave.test/mock-images/hero/hero-1?width=630&format=auto', '630w'],
      ['https://app.airwave.test/mock-images/hero/hero-1?width=910&format=auto', '910w'],
      [HERO, '1440w'],
    ]);
  });

  it('size the slot as the viewport below the 910 px mobile breakpoint and as the 1440 px hero above it', () => {
    expect(backdropSources(HERO)?.sizes).toBe('(max-width: 909.98px) 100vw, 1440px');
  });

  it('leave an address that is not asked at the hero width, or that is not absolute, as it is', () => {
    for (const url of ['https://images.example/hero.jpg', 'https://images.example/hero.jpg?width=720', '/mock-images/hero/x?width=1440']) {
      expect(backdropSources(url)).toEqual({ src: url });
    }
    expect(backdropSources(null)).toBeNull();
    expect(backdropSources('')).toBeNull();
  });
});
