import { describe, expect, it } from 'vitest';
import { focusesNewPage, type FocusPlace, type RouteChange } from '../../../app/frame/focus-on-navigation.ts';

describe('focus after a route change: whether the shell moves it to the new page', () => {
  const link: RouteChange = { navigation: 'PUSH', pathChanged: true, viewerActed: true, modalOpen: false, playerOpen: false, leftPlayer: false };
  it.each<[string, RouteChange, FocusPlace, boolean]>([
    ['a link inside the old page (gone with it)', link, 'nowhere', true],
    ["a link of the header's navigation (it stays)", link, 'frame', true],
    ['from the main region (after the skip link)', link, 'main', true],
    ['a new page that focused something of its own (the player)', link, 'page', false],
    ['a dialog that has focus', link, 'dialog', false],
    ['a dialog of the modal stack open', { ...link, modalOpen: true }, 'nowhere', false],
    ['only the query or the fragment changed', { ...link, pathChanged: false }, 'nowhere', false],
    ['Back or Forward (the viewer returns to where they were)', { ...link, navigation: 'POP' }, 'nowhere', false],
    ["the player's close (Escape, its close control: Back) while focus went away with it", { ...link, navigation: 'POP', leftPlayer: true }, 'nowhere', true],
    ["Back from the player to a page that took focus itself", { ...link, navigation: 'POP', leftPlayer: true }, 'page', false],
    ['Back from one title in the player to the one before (the player stays open)', { ...link, navigation: 'POP', leftPlayer: true, playerOpen: true }, 'nowhere', false],
    ['Back from the player to a dialog', { ...link, navigation: 'POP', leftPlayer: true }, 'dialog', false],
    ['a redirect of the first load, before the viewer did anything', { ...link, navigation: 'REPLACE', viewerActed: false }, 'nowhere', false],
    ["the player's next title (Play now, autoplay): the button that had focus went away with the title", { ...link, navigation: 'REPLACE', playerOpen: true }, 'nowhere', false],
    ['a link to the player while another title plays in it', { ...link, playerOpen: true }, 'nowhere', false],
    ["a replace the viewer's action led to (a linked TV, a redirect after a link)", { ...link, navigation: 'REPLACE' }, 'main', true],
  ])('%s', (_case, change, focus, moves) => {
    expect(focusesNewPage(change, focus)).toBe(moves);
  });
});
