import { describe, expect, it } from 'vitest';
import { heroTitleSize } from '../../../app/features/browse/logic/hero-title-size.ts';
import { titleImageShape } from '../../../app/features/browse/logic/title-image-shape.ts';

describe('hero title size', () => {
  it('is large under 14 characters, medium up to 32, small beyond', () => {
    expect(heroTitleSize('a'.repeat(13))).toBe('large');
    expect(heroTitleSize('a'.repeat(14))).toBe('medium');
    expect(heroTitleSize('a'.repeat(32))).toBe('medium');
    expect(heroTitleSize('a'.repeat(33))).toBe('small');
  });
});

describe('title image shape', () => {
  it('is tall up to 1, square up to 2, rectangular up to 3, wide beyond', () => {
    expect(titleImageShape({ width: 100, height: 100 })).toBe('tall');
    expect(titleImageShape({ width: 200, height: 100 })).toBe('square');
    expect(titleImageShape({ width: 300, height: 100 })).toBe('rectangular');
    expect(titleImageShape({ width: 301, height: 100 })).toBe('wide');
    expect(titleImageShape({ width: null, height: 100 })).toBeNull();
  });
});
