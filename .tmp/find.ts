import { createWorld } from '../mocks/scenarios/create-world.ts';
import { TEST_NOW } from '../tests/support/clock.ts';
const world = createWorld({ persona: 'core-subscriber', now: () => TEST_NOW });
const { catalog } = world;
const now = TEST_NOW.getTime();
for (const fast of [true, false]) {
  const vods = catalog.vod.filter((vod) => {
    const show = catalog.shows.find((s) => s.showId === vod.showId);
    const ch = catalog.channels.find((c) => c.channelId === show?.channelId);
    return ch && !!ch.isFastViewable === fast && Date.parse(vod.availableFrom) <= now && now <= Date.parse(vod.availableUntil);
  });
  console.log(fast ? 'clear' : 'enc', vods.length, vods.slice(0, 3).map((v) => [v.vodId, v.showId, v.episodeId, catalog.shows.find((s) => s.showId === v.showId)?.title]));
}
console.log(TEST_NOW.toISOString());
