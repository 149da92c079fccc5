import { describe, expect, it } from 'vitest';
import { focusesNewPage, type FocusPlace, type RouteChange } from '../../../app/frame/focus-on-navigation.ts';
import { scrollTargetOnArrival, sessionScrollPositions, type ScrollArrival } from '../../../app/frame/scroll-memory.ts';

describe('scroll memory: where the window scrolls when a path is shown', () => {
  const back: ScrollArrival = { navigation: 'POP', pathChanged: true, saved: 1200, hash: '' };
  const link: ScrollArrival = { ...back, navigation: 'PUSH' };
  it.each<[string, ScrollArrival, number | null]>([
    ['Back or Forward to a path seen before returns to where it was left', back, 1200],
    ['Back to a path left at the top returns to the top', { ...back, saved: 0 }, 0],
    ['a reload (a first load of a path seen before in this session) returns to where it was left', back, 1200],
    ['Back to a path not seen in this session starts at the top', { ...back, saved: undefined }, 0],
    ['on Back a saved position wins over a fragment', { ...back, saved: 300, hash: '#faq' }, 300],
    ['a link to a path seen before starts it at the top, a new visit', link, 0],
    ['a link to a new path starts at the top', { ...link, saved: undefined }, 0],
    ['a replace to another path (a redirect) starts it at the top', { ...link, navigation: 'REPLACE' }, 0],
    ['a link with a fragment is left to the browser', { ...link, hash: '#faq' }, null],
    ['a first load with a fragment and nothing saved is left to the browser', { ...back, saved: undefined, hash: '#faq' }, null],
    ['only the fragment or the query changed: the page stays where it is', { ...link, pathChanged: false }, null],
    ['Back within the same path (a dialog over the page closed) stays where it is', { ...back, pathChanged: false }, null],
  ])('%s', (_case, arrival, target) => {
    expect(scrollTargetOnArrival(arrival)).toBe(target);
  });
});

describe('scroll memory and focus agree: a page whose heading gets focus is shown from its top (the player closed: where it was, with its opener)', () => {
  const navigations = ['PUSH', 'REPLACE', 'POP'] as const;
  const flags = [true, false];
  const changes: RouteChange[] = navigations.flatMap((navigation) =>
    flags.flatMap((pathChanged) =>
      flags.flatMap((viewerActed) =>
        flags.flatMap((modalOpen) => flags.flatMap((playerOpen) => flags.map((leftPlayer) => ({ navigation, pathChanged, viewerActed, modalOpen, playerOpen, leftPlayer })))),
      ),
    ),
  );
  const places: FocusPlace[] = ['nowhere', 'main', 'frame', 'page', 'dialog'];
  const cases = changes.flatMap((change) => places.flatMap((place) => [undefined, 0, 1200].map((saved) => ({ change, place, saved }))));

  it.each(cases.filter(({ change, place }) => focusesNewPage(change, place) && change.navigation !== 'POP'))(
    '$change.navigation (path changed: $change.pathChanged), focus $place, saved $saved: at the top, where the focused heading is',
    ({ change, saved }) => {
      expect(scrollTargetOnArrival({ navigation: change.navigation, pathChanged: change.pathChanged, saved, hash: '' })).toBe(0);
    },
  );

  it("the player closed (Back) returns to where the viewer left the page, where the control that opened it is", () => {
    const closed = cases.filter(({ change, place, saved }) => saved === 1200 && focusesNewPage(change, place) && change.navigation === 'POP');
    expect(closed.length).toBeGreaterThan(0);
    for (const { change } of closed) {
      expect(change.leftPlayer).toBe(true);
      expect(scrollTargetOnArrival({ navigation: change.navigation, pathChanged: change.pathChanged, saved: 1200, hash: '' })).toBe(1200);
    }
  });

  it('every other arrival at a path seen before is left where the viewer left it (Back and Forward) or where it is', () => {
    const kept = cases.filter(({ change, place, saved }) => saved === 1200 && !focusesNewPage(change, place) && change.navigation === 'POP');
    expect(kept.length).toBeGreaterThan(0);
    for (const { change } of kept) expect(scrollTargetOnArrival({ navigation: change.navigation, pathChanged: change.pathChanged, saved: 1200, hash: '' })).toBe(change.pathChanged ? 1200 : null);
  });
});

describe('scroll memory: positions kept for the session', () => {
  function fakeStorage(initial?: string) {
    const items = new Map<string, string>(initial === undefined ? [] : [['airwave-scroll-positions', initial]]);
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
  }

  it('survives a reload through session storage', () => {
    const storage = fakeStorage();
    const before = sessionScrollPositions(storage);
    before.set('/player/mytv', 1200);
    before.persist();
    expect(sessionScrollPositions(storage).get('/player/mytv')).toBe(1200);
  });

  it.each(['not json', '{"a":1}', '[["/x","12"],[3,4]]'])('ignores damaged storage (%s)', (stored) => {
    expect(sessionScrollPositions(fakeStorage(stored)).get('/x')).toBeUndefined();
  });

  it('keeps working when storage refuses writes', () => {
    const positions = sessionScrollPositions({ getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } });
    positions.set('/player/guide', 40);
    expect(() => positions.persist()).not.toThrow();
    expect(positions.get('/player/guide')).toBe(40);
  });
});
