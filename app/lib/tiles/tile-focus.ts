/**
 * TV-style focus movement between tile cards: Left/Right step along the card's line (a row, or a visual row
 * of a grid), Up/Down jump to the nearest line above or below, to the card there whose centre is closest to
 * the focused card's, Home/End go to the ends of the line. Cards are given by their boxes, so the rule knows
 * nothing of the DOM.
 */
export interface CardBox {
  /** The row or grid the card belongs to (its index in document order). */
  list: number;
  top: number;
  left: number;
  width: number;
}

export type FocusKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export const FOCUS_KEYS: readonly FocusKey[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

export function isFocusKey(key: string): key is FocusKey {
  return (FOCUS_KEYS as readonly string[]).includes(key);
}

/** Cards of one list whose tops differ by less than this share a line. */
const SAME_LINE_PX = 8;

function sameLine(a: CardBox, b: CardBox): boolean {
  return a.list === b.list && Math.abs(a.top - b.top) < SAME_LINE_PX;
}

const centre = (box: CardBox) => box.left + box.width / 2;

/** The index of the card to focus, or null when the key leads nowhere (the focus stays). */
export function nextTileFocus(cards: readonly CardBox[], current: number, key: FocusKey): number | null {
  const from = cards[current];
  if (!from) return null;
  const line = cards.map((box, index) => ({ box, index })).filter(({ box }) => sameLine(box, from));
  line.sort((a, b) => a.box.left - b.box.left);
  const position = line.findIndex(({ index }) => index === current);
  switch (key) {
    case 'ArrowLeft':
      return line[position - 1]?.index ?? null;
    case 'ArrowRight':
      return line[position + 1]?.index ?? null;
    case 'Home':
      return position > 0 ? (line[0]?.index ?? null) : null;
    case 'End':
      return position < line.length - 1 ? (line[line.length - 1]?.index ?? null) : null;
    case 'ArrowUp':
    case 'ArrowDown': {
      const down = key === 'ArrowDown';
      // The nearest line in that direction: a later list, or a lower visual line of the same grid.
      const candidates = cards
        .map((box, index) => ({ box, index }))
        .filter(({ box }) => !sameLine(box, from) && (down ? box.list > from.list || (box.list === from.list && box.top > from.top) : box.list < from.list || (box.list === from.list && box.top < from.top)));
      const order = (a: CardBox, b: CardBox) => (a.list - b.list || a.top - b.top) * (down ? 1 : -1);
      const nearest = candidates.map(({ box }) => box).sort(order)[0];
      if (!nearest) return null;
      const target = candidates.filter(({ box }) => sameLine(box, nearest));
      const x = centre(from);
      target.sort((a, b) => Math.abs(centre(a.box) - x) - Math.abs(centre(b.box) - x) || a.box.left - b.box.left);
      return target[0]?.index ?? null;
    }
  }
}
