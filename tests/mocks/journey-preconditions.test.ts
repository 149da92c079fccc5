/**
 * The eight-clock check. The browser journeys (tests/e2e) run at the test clock's one instant; this file
 * proves they do not depend on it: at eight clock settings spread over a day and a week it asks the mock
 * world, through the app's own page variables and tile rules, for what each journey relies on finding.
 * Each test is named after the journey it backs. The mock world airs its schedule, on-demand windows and
 * editorial rows relative to the hour it is made in, so a journey that leans on something that only
 * airs at some hours fails here at one of the eight settings rather than at random in CI.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PageQuery, PageType } from '../../generated/graphql/operations.ts';
import { PageDocument } from '../../generated/graphql/documents/PageDocument.ts';
import { UserSubscriptionDocument } from '../../generated/graphql/documents/UserSubscriptionDocument.ts';
import { isPlayable } from '../../app/lib/assets/is-playable.ts';
import { pageQueryVariables, type PageAddress } from '../../common/page-query.ts';
import { decidePlayButton, type PlayButtonDecision } from '../../app/lib/tiles/play-button.ts';
import { tileStatusTexts, tileTags } from '../../app/lib/tiles/tile-tags.ts';
import type { PersonaId } from '../../mocks/scenarios/personas.ts';
import { CLOCK_SETTINGS, MID_PROGRAMME } from '../support/clock.ts';
import { createTestWorld, data } from './support/graphql-world.ts';

type Page = NonNullable<PageQuery['page']>;
type Group = Page['groups']['edges'][number]['node'];
type Tile = Group['tiles']['edges'][number]['node'];

/** What a persona's app sees at `now`: a page as the app asks for it, and the play control of a tile. */
async function viewAt(now: Date, persona: PersonaId = 'core-subscriber') {
  const { world } = createTestWorld({ persona, now });
  const { userSubscription } = await data(world, UserSubscriptionDocument);
  return {
    async page(pageType: PageType, address: PageAddress = {}): Promise<Page> {
      const result = await data(world, PageDocument, pageQueryVariables(pageType, address));
      if (!result.page) throw new Error(`No ${pageType} page for ${JSON.stringify(address)}`);
      return result.page;
    },
    control(tile: Tile): PlayButtonDecision['kind'] {
      return decidePlayButton({ ...tile, hasContentAccess: userSubscription.hasContentAccess, isPlayable: isPlayable(tile, now) }).kind;
    },
  };
}

function row(page: Page, title: string): Group {
  const group = page.groups.edges.map((edge) => edge.node).find((node) => node.title === title);
  if (!group) throw new Error(`No '${title}' row on ${page.pageType}; rows: ${page.groups.edges.map((edge) => edge.node.title).join(', ')}`);
  return group;
}

const tilesOf = (group: Group): Tile[] => group.tiles.edges.map((edge) => edge.node);

describe.each(CLOCK_SETTINGS)('at $name', ({ now }) => {
  it('a subscriber removes a show from Keep Watching: Home has a Keep Watching row of several shows', async () => {
    const home = await (await viewAt(now)).page('HOME');
    expect(tilesOf(row(home, 'Keep Watching')).length).toBeGreaterThan(1);
  });

  it('a subscriber browses Home: a hero of at least 3 slides, one with a preview video, and rows with titles', async () => {
    const home = await (await viewAt(now)).page('HOME');
    const hero = home.groups.edges.map((edge) => edge.node).find((group) => tilesOf(group).every((tile) => tile.kind === 'HERO') && group.tiles.edges.length > 0);
    expect(hero && tilesOf(hero).length).toBeGreaterThanOrEqual(3);
    expect(hero && tilesOf(hero).some((tile) => tile.previewURL)).toBe(true);
    const titled = home.groups.edges.flatMap((edge) => tilesOf(edge.node)).filter((tile) => tile.kind !== 'HERO' && tile.title);
    expect(titled.length).toBeGreaterThan(8);
  });

  it('a row pages forward by cursor: On Now has two full pages of 8', async () => {
    const home = await (await viewAt(now)).page('HOME');
    const onNow = row(home, 'On Now');
    expect(tilesOf(onNow)).toHaveLength(8);
    expect(onNow.totalCount).toBeGreaterThanOrEqual(16);
  });

  it('a subscriber opens Top Playable: 5 tiles per row, Play on Top Live Now and Top Shows, more shows to page to', async () => {
    const view = await viewAt(now);
    const top = await view.page('TOP');
    const live = tilesOf(row(top, 'Top Live Now'));
    const shows = row(top, 'Top Shows');
    expect(live).toHaveLength(5);
    expect(tilesOf(shows)).toHaveLength(5);
    expect(live.map(view.control)).toContain('play');
    expect(tilesOf(shows).map(view.control)).toContain('play');
    expect(shows.totalCount).toBeGreaterThan(10);
  });

  it("a channel's Up Next airings cannot play yet: they say Upcoming and offer neither Play nor Upgrade", async () => {
    const view = await viewAt(now);
    const channel = await view.page('CHANNEL', { typeId: 'ch-amc' });
    const upNext = tilesOf(row(channel, 'Up Next'));
    expect(upNext.length).toBeGreaterThan(0);
    expect(tileStatusTexts(upNext[0] as Tile, now)).toContain('Upcoming');
    expect(new Set(upNext.map(view.control))).toEqual(new Set(['hidden']));
    expect(tilesOf(row(channel, 'On Now')).map(view.control)).toEqual(['play']);
  });

  it("a free-plan user's Upgrade on a premium channel names the products that unlock it", async () => {
    const view = await viewAt(now, 'free-plan');
    const channel = await view.page('CHANNEL', { typeId: 'ch-mgm-plus' });
    const onNow = tilesOf(row(channel, 'On Now'));
    expect(onNow.map(view.control)).toEqual(['upgrade']);
    expect(onNow[0]?.notInPlanProducts.map((product) => product.displayName)).toEqual(['Airwave Core', 'MGM+']);
  });

  it("the browse-core collection group shows 'Upgrade Preview' with rows of tiles, for free-plan users and subscribers", async () => {
    for (const persona of ['free-plan', 'core-subscriber'] as const) {
      const group = await (await viewAt(now, persona)).page('COLLECTION_GROUP', { typeId: 'cg-upgrade-preview' });
      expect(group.title).toBe('Upgrade Preview');
      expect(group.groups.edges.filter((edge) => edge.node.tiles.edges.length > 0).length).toBeGreaterThan(1);
    }
  });

  it('a free-plan user sees the DVR upsell on Saved until they save a show: Home has a show to save', async () => {
    const home = await (await viewAt(now, 'free-plan')).page('HOME');
    const savable = home.groups.edges.flatMap((edge) => tilesOf(edge.node)).filter((tile) => tile.kind !== 'HERO' && tile.show && !tile.show.hasFollow);
    expect(savable.length).toBeGreaterThan(0);
  });

  it('a collection filters and sorts through the URL: Trending Now is not already A-Z, and has genre filters', async () => {
    const collection = await (await viewAt(now)).page('SAVED', { typeId: 'col-trending-now' });
    const titles = collection.groups.edges.flatMap((edge) => tilesOf(edge.node)).map((tile) => tile.title ?? '');
    expect(titles.length).toBeGreaterThan(1);
    expect(titles).not.toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(collection.filters.at(-1)?.id).toMatch(/^genre:/);
  });

  it('the episode page shows its flags, and Play goes to the player; a broadcast on now is flagged Live', async () => {
    const view = await viewAt(now);
    const episode = await view.page('EPISODE', { typeId: 'epi-yellowstone-s5e1' });
    expect(episode.tile && view.control(episode.tile)).toBe('play');

    const amcOnNow = tilesOf(row(await view.page('CHANNEL', { typeId: 'ch-amc' }), 'On Now'))[0];
    expect(amcOnNow?.playableAssetType).toBe('BROADCAST');
    const presentation = await view.page('PRESENTATION', { typeId: amcOnNow?.playableAssetId ?? '' });
    expect(presentation.tile && view.control(presentation.tile)).toBe('play');
    expect(presentation.tile && tileTags(presentation.tile, now)).toContain('Live');
  });
});

describe('at the mid-programme instant (tests/support/clock.ts MID_PROGRAMME)', () => {
  it("a live channel's seek bar spans the programme on air: on AMC it began more than the 300 s window before and has more than a minute to run", () => {
    const { world } = createTestWorld({ now: MID_PROGRAMME });
    const now = MID_PROGRAMME.getTime();
    const onAir = world.catalog.broadcasts.find((broadcast) => broadcast.channelId === 'ch-amc' && Date.parse(broadcast.startsAt) <= now && now < Date.parse(broadcast.endsAt));
    expect(now - Date.parse(onAir?.startsAt ?? '')).toBeGreaterThan(2 * 300_000);
    expect(Date.parse(onAir?.endsAt ?? '') - now).toBeGreaterThan(60_000);
  });
});

describe('the test clock', () => {
  it('is set from one place: every browser test file takes `test` from the clock fixture', () => {
    const folder = new URL('../e2e/', import.meta.url);
    const specs = readdirSync(folder).filter((name) => name.endsWith('.spec.ts'));
    expect(specs.length).toBeGreaterThan(0);
    const unclocked = specs.filter((name) => !/import \{[^}]*\btest\b[^}]*\} from '\.\/support\/test\.ts'/.test(readFileSync(new URL(name, folder), 'utf8')));
    expect(unclocked).toEqual([]);
  });

});
