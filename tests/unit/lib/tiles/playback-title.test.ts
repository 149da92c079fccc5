import { describe, expect, it } from 'vitest';
import { playbackTitle, type PlaybackTitleFields } from '../../../../app/lib/tiles/playback-title.ts';

const episode = (seasonNum: number | null, episodeNum: number | null, title: string | null): NonNullable<PlaybackTitleFields['playableEpisode']> => ({
  id: 'episode:epi-yellowstone-s5e1',
  episodeId: 'epi-yellowstone-s5e1',
  seasonNum,
  episodeNum,
  title,
});

const cases: ReadonlyArray<{ name: string; tile: PlaybackTitleFields; expected: { title: string | null; subtitle: string | null } }> = [
  {
    name: "a show tile names the episode the server resolved, not the show's season count",
    tile: { kind: 'SHOW', title: 'Yellowstone', subtitle: '5 Seasons', playableEpisode: episode(5, 1, 'One Hundred Years Is Nothing') },
    expected: { title: 'Yellowstone', subtitle: 'S5 | E1 · One Hundred Years Is Nothing' },
  },
  {
    name: 'a hero tile of a show does the same',
    tile: { kind: 'HERO', title: 'Yellowstone', subtitle: 'The final season', playableEpisode: episode(5, 1, 'One Hundred Years Is Nothing') },
    expected: { title: 'Yellowstone', subtitle: 'S5 | E1 · One Hundred Years Is Nothing' },
  },
  {
    name: "an episode tile's own line is rebuilt in the same format",
    tile: { kind: 'PLAYABLE', title: 'Yellowstone', subtitle: 'S5 | E1 One Hundred Years Is Nothing', playableEpisode: episode(5, 1, 'One Hundred Years Is Nothing') },
    expected: { title: 'Yellowstone', subtitle: 'S5 | E1 · One Hundred Years Is Nothing' },
  },
  {
    name: 'an episode without a title keeps its numbering',
    tile: { kind: 'SHOW', title: 'Yellowstone', subtitle: '5 Seasons', playableEpisode: episode(5, 1, null) },
    expected: { title: 'Yellowstone', subtitle: 'S5 | E1' },
  },
  {
    name: 'an episode without numbering keeps its title',
    tile: { kind: 'SHOW', title: 'Special', subtitle: '1 Season', playableEpisode: episode(null, null, 'Reunion') },
    expected: { title: 'Special', subtitle: 'Reunion' },
  },
  {
    name: 'a season-only number shows alone',
    tile: { kind: 'GUIDE', title: 'News at Nine', subtitle: 'S2', playableEpisode: episode(2, null, null) },
    expected: { title: 'News at Nine', subtitle: 'S2' },
  },
  {
    name: 'a movie is its name alone',
    tile: { kind: 'SHOW', title: 'Dune', subtitle: '2021 · PG-13', playableEpisode: null },
    expected: { title: 'Dune', subtitle: null },
  },
  {
    name: "a show with no resolved episode never reads as its season count",
    tile: { kind: 'SHOW', title: 'Yellowstone', subtitle: '5 Seasons', playableEpisode: null },
    expected: { title: 'Yellowstone', subtitle: null },
  },
  {
    name: "a channel is its name, with what is on now",
    tile: { kind: 'CHANNEL', title: 'AMC', subtitle: 'Now: Yellowstone', playableEpisode: null },
    expected: { title: 'AMC', subtitle: 'Now: Yellowstone' },
  },
  {
    name: 'an airing without an episode keeps its line',
    tile: { kind: 'PLAYABLE', title: 'Evening News', subtitle: null, playableEpisode: null },
    expected: { title: 'Evening News', subtitle: null },
  },
  {
    name: 'an untitled episode tile is named by its episode, not twice',
    tile: { kind: 'PLAYABLE', title: null, subtitle: null, playableEpisode: episode(1, 2, 'Pilot, Part Two') },
    expected: { title: 'Pilot, Part Two', subtitle: 'S1 | E2' },
  },
];

describe('playbackTitle: how what a tile plays is named (player header, mini controller, receiver)', () => {
  it.each(cases)('$name', ({ tile, expected }) => {
    expect(playbackTitle(tile)).toEqual(expected);
  });
});
