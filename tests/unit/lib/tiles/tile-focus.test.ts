import { describe, expect, it } from 'vitest';
import { nextTileFocus, type CardBox, type FocusKey } from '../../../../app/lib/tiles/tile-focus.ts';

// Two rows of 200 px cards (the second scrolled 100 px to the left), then a 3-column grid of 2 lines.
const card = (list: number, top: number, left: number): CardBox => ({ list, top, left, width: 200 });
const cards: CardBox[] = [
  card(0, 100, 0), card(0, 100, 212), card(0, 100, 424), // 0-2: row 0
  card(1, 400, -100), card(1, 400, 112), card(1, 400, 324), card(1, 400, 536), // 3-6: row 1, scrolled
  card(2, 700, 0), card(2, 700, 300), card(2, 700, 600), // 7-9: grid line 1
  card(2, 1000, 0), card(2, 1000, 300), // 10-11: grid line 2
];

describe('tile focus movement', () => {
  const table: [from: number, key: FocusKey, to: number | null, why: string][] = [
    [0, 'ArrowRight', 1, 'next card of the row'],
    [1, 'ArrowLeft', 0, 'previous card of the row'],
    [0, 'ArrowLeft', null, 'nothing before the first card: focus stays'],
    [2, 'ArrowRight', null, 'nothing after the last card: focus stays'],
    [1, 'ArrowDown', 4, 'the card of the next row nearest under it (centre 312 vs 212)'],
    [2, 'ArrowDown', 5, 'the nearest card of a scrolled row'],
    [0, 'ArrowUp', null, 'no row above the first'],
    [5, 'ArrowUp', 2, 'back to the row above, nearest card'],
    [6, 'ArrowDown', 9, 'into a grid: its first line, nearest column'],
    [8, 'ArrowDown', 11, 'a grid line below in the same grid'],
    [9, 'ArrowDown', 11, 'the nearest card of a shorter last line'],
    [10, 'ArrowUp', 7, 'a grid line above'],
    [7, 'ArrowUp', 3, 'from a grid to the row above it'],
    [11, 'ArrowDown', null, 'nothing below the last line'],
    [8, 'ArrowRight', 9, 'grid cards step along their visual line'],
    [9, 'ArrowRight', null, 'the end of a grid line does not wrap'],
    [5, 'Home', 3, 'Home: first card of the line'],
    [4, 'End', 6, 'End: last card of the line'],
    [3, 'Home', null, 'Home on the first card stays'],
  ];
  it.each(table)('from card %i, %s leads to %s (%s)', (from, key, to) => {
    expect(nextTileFocus(cards, from, key)).toBe(to);
  });

  it('an unknown current card leads nowhere', () => {
    expect(nextTileFocus(cards, 99, 'ArrowRight')).toBeNull();
  });
});
