import { describe, expect, it } from 'vitest';
import { focusesNewPage, type FocusPlace, type RouteChange } from '../../../app/frame/focus-on-navigation.ts';

describe('focus after a route change: whether the shell moves it to the new page', () => {
  const link: RouteChange = { navigation: 'PUSH', pathChanged: true, viewerActed: true, modalOpen: false, playerOpen: false };
  it.each<[string, RouteChange, FocusPlace, boolean]>([
    ['a link inside the old page (gone with it)', link, 'nowhere', true],
    ["a link of the header's navigation (it stays)", link, 'frame', true],
    ['from the main region (after the skip link)', link, 'main', true],
    ['a new page that focused something of its own (the player)', link, 'page', false],
    ['a dialog that has focus', link, 'dialog', false],
    ['a dialog of the modal stack open', { ...link, modalOpen: true }, 'nowhere', false],
    ['only the query or the fragment changed', { ...link, pathChanged: false }, 'nowhere', false],
    ['Back or Forward (the viewer returns to where they were)', { ...link, navigation: 'POP' }, 'nowhere', false],
    ['a redirect of the first load, before the viewer did anything', { ...link, navigation: 'REPLACE', viewerActed: false }, 'nowhere', false],
    ["the player's next title (Play now, autoplay): the button that had focus went away with the title", { ...link, navigation: 'REPLACE', playerOpen: true }, 'nowhere', false],
    ['a link to the player while another title plays in it', { ...link, playerOpen: true }, 'nowhere', false],
    ["a replace the viewer's action led to (a linked TV, a redirect after a link)", { ...link, navigation: 'REPLACE' }, 'main', true],
  ])('%s', (_case, change, focus, moves) => {
    expect(focusesNewPage(change, focus)).toBe(moves);
  });
});
