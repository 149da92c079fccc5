import { createHash } from 'node:crypto';
import { decode as decodeJpeg } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { createMockBackend } from '../../mocks/backend.ts';
import { SESSION_COOKIE } from '../../mocks/core/exchange.ts';
import { heroPath, validateImageQuery } from '../../mocks/media/images.ts';
import { ART_BITS_PER_PIXEL, rasterArt } from '../../mocks/media/raster-art.ts';
import { DEFAULT_SEED, getCatalog } from '../../mocks/scenarios/create-world.ts';
import { TEST_NOW } from '../support/clock.ts';
import { renderImage } from './support/render-image.ts';

// The hero backdrops are photographs in a real backend: asked in a raster format, the mocks answer a JPEG of the asked
// size and of a photo's weight, not a vector stand-in of under 1 kB (which Chromium does not count as the page's
// largest paint: it skips images under 0.05 bits per displayed pixel).

const catalog = getCatalog(DEFAULT_SEED, TEST_NOW);
const hero = catalog.heroes[0];
if (!hero) throw new Error('the catalog has no hero');
const query = (text: string) => new URLSearchParams(text);

/** The markers of a JPEG up to its scan, with the frame's size; throws on anything that is not a well-formed baseline JPEG. */
function readJpeg(bytes: Uint8Array): { markers: number[]; width: number; height: number; components: number } {
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  expect([bytes.at(-2), bytes.at(-1)]).toEqual([0xff, 0xd9]);
  const markers: number[] = [];
  let frame: { width: number; height: number; components: number } | null = null;
  let at = 2;
  for (;;) {
    expect(bytes[at], `a marker at ${at}`).toBe(0xff);
    const marker = bytes[at + 1] as number;
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    markers.push(marker);
    if (marker === 0xc0) {
      frame = {
        height: ((bytes[at + 5] as number) << 8) | (bytes[at + 6] as number),
        width: ((bytes[at + 7] as number) << 8) | (bytes[at + 8] as number),
        components: bytes[at + 9] as number,
      };
    }
    at += 2 + length;
    if (marker === 0xda) break;
  }
  // In the entropy-coded data every 0xFF is a stuffed one (followed by 0), up to the end-of-image marker.
  for (let index = at; index < bytes.length - 2; index += 1) {
    if (bytes[index] === 0xff) expect(bytes[index + 1], `the byte after 0xFF at ${index}`).toBe(0);
  }
  if (!frame) throw new Error('no baseline frame header (SOF0)');
  return { markers, ...frame };
}

describe('raster hero art', () => {
  it('answers a hero backdrop asked as auto, webp, jpeg or jpg with a baseline JPEG of the asked size', () => {
    for (const format of ['auto', 'webp', 'jpeg', 'JPG']) {
      const image = renderImage(heroPath(hero.heroId), query(`width=1440&format=${format}`), catalog);
      expect(image?.contentType, format).toBe('image/jpeg');
      if (image?.contentType !== 'image/jpeg') continue;
      const jpeg = readJpeg(image.body);
      expect(jpeg).toMatchObject({ width: 1440, height: 810, components: 3 });
      // JFIF, quantiser, frame, Huffman tables, scan: what every decoder reads.
      expect(jpeg.markers).toEqual([0xe0, 0xdb, 0xc0, 0xc4, 0xda]);
    }
    const small = renderImage(heroPath(hero.heroId), query('width=480&format=auto'), catalog);
    expect(small?.contentType === 'image/jpeg' && readJpeg(small.body)).toMatchObject({ width: 480, height: 270 });
    const odd = renderImage(heroPath(hero.heroId), query('width=333&height=17&format=auto'), catalog);
    expect(odd?.contentType === 'image/jpeg' && readJpeg(odd.body)).toMatchObject({ width: 333, height: 17 });
  });

  it('weighs what a photograph of that size does, far above the 0.05 bits per pixel under which Chromium skips an image', () => {
    const image = renderImage(heroPath(hero.heroId), query('width=1440&format=auto'), catalog);
    const bitsPerPixel = ((image?.body.length ?? 0) * 8) / (1440 * 810);
    expect(bitsPerPixel).toBeGreaterThan(ART_BITS_PER_PIXEL * 0.8);
    expect(bitsPerPixel).toBeLessThan(ART_BITS_PER_PIXEL * 1.25);
    // Shown on a phone in a 364 × 360 box, it is far over the threshold there too.
    expect(((image?.body.length ?? 0) * 8) / (364 * 360)).toBeGreaterThan(1);
  });

  it('gives the same hero and size the same bytes, and another hero other bytes', () => {
    const [first, second] = catalog.heroes;
    if (!first || !second) throw new Error('the catalog has fewer than two heroes');
    const once = renderImage(heroPath(first.heroId), query('width=640&format=auto'), catalog)?.body;
    expect(renderImage(heroPath(first.heroId), query('width=640&format=auto'), catalog)?.body).toEqual(once);
    expect(renderImage(heroPath(second.heroId), query('width=640&format=auto'), catalog)?.body).not.toEqual(once);
  });

  it('draws a hero larger than 1920 × 1080 pixels as SVG, and refuses one whose derived width is over the limit', () => {
    expect(renderImage(heroPath(hero.heroId), query('width=1920&format=auto'), catalog)?.contentType).toBe('image/jpeg');
    expect(renderImage(heroPath(hero.heroId), query('width=1921&format=auto'), catalog)?.contentType).toBe('image/svg+xml');
    expect(renderImage(heroPath(hero.heroId), query('width=3840&height=3840&format=auto'), catalog)?.contentType).toBe('image/svg+xml');
    expect(validateImageQuery(query('height=3840&format=auto'), heroPath(hero.heroId), catalog)).toMatch(/^width derived from height=3840 .* 6827 pixels/);
    expect(validateImageQuery(query('height=2160&format=auto'), heroPath(hero.heroId), catalog)).toBeNull();
    expect(validateImageQuery(query('width=3840'), '/mock-images/show/shw-yellowstone/vertical.svg', catalog)).toMatch(/^height derived from width=3840 .* 5760 pixels/);
  });

  it('encodes the same bytes again once the art has left the cache of recent images', () => {
    const first = rasterArt(640, 360, '#336699', 'a');
    // More other images than the cache keeps (16): the next call encodes afresh rather than handing back the kept bytes.
    for (let n = 0; n < 20; n += 1) rasterArt(16 + n, 16, '#336699', 'a');
    const again = rasterArt(640, 360, '#336699', 'a');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    // Pinned, so that a change to the encoder that alters the art is a deliberate one.
    expect(createHash('sha256').update(again).digest('hex')).toBe('5ea53f4bc66a27da7dac985ca615cd272e749804e72b9952be4d843edb99e349');
  });

  it.each([
    [1440, 810],
    [333, 17],
    [17, 333],
  ])('decodes (with jpeg-js) at %i × %i, its corners the art\'s colour and its darker shade', (width, height) => {
    const color = [0x33, 0x66, 0x99];
    const decoded = decodeJpeg(rasterArt(width, height, '#336699', 'a'), { useTArray: true });
    expect({ width: decoded.width, height: decoded.height }).toEqual({ width, height });
    /** The mean colour of the 4 × 4 pixels from (x, y). */
    const patch = (x0: number, y0: number) =>
      [0, 1, 2].map((channel) => {
        let sum = 0;
        for (let y = y0; y < y0 + 4; y += 1) for (let x = x0; x < x0 + 4; x += 1) sum += decoded.data[(y * width + x) * 4 + channel] as number;
        return sum / 16;
      });
    const near = (actual: number[], expected: number[]) => actual.every((value, index) => Math.abs(value - (expected[index] as number)) <= 16);
    expect(near(patch(0, 0), color), `top left ${patch(0, 0).join(', ')}`).toBe(true);
    expect(near(patch(width - 4, height - 4), color.map((channel) => channel * 0.45)), `bottom right ${patch(width - 4, height - 4).join(', ')}`).toBe(true);
  });

  it('keeps the SVG drawing for a hero asked as svg, png or without a format, and for the other images', () => {
    for (const text of ['width=1440&format=svg', 'width=1440&format=png', 'width=1440']) {
      expect(renderImage(heroPath(hero.heroId), query(text), catalog)?.contentType, text).toBe('image/svg+xml');
    }
    expect(renderImage('/mock-images/show/shw-yellowstone/title.svg', query('width=720&format=auto'), catalog)?.contentType).toBe('image/svg+xml');
  });

  it("has a backend given an encoder (the browser's worker) answer the hero with that encoder's bytes, and draw the SVG images itself", async () => {
    const asked: string[] = [];
    const backend = createMockBackend({
      now: () => TEST_NOW,
      rasterArt: async (width, height, color, seed) => {
        asked.push(`${width}x${height} ${seed}`);
        return rasterArt(width, height, color, seed);
      },
    });
    const get = async (path: string, text: string) => {
      const answer = await backend.handle({ method: 'GET', origin: 'http://localhost', path, query: query(text), headers: {}, cookies: { [SESSION_COOKIE]: 'art' }, body: undefined });
      return answer?.body;
    };
    const heroId = backend.world.catalog.heroes[0]?.heroId ?? '';
    const jpeg = await get(heroPath(heroId), 'width=1440&format=auto');
    expect(asked).toEqual([`1440x810 hero/${heroId}`]);
    expect(jpeg?.kind === 'bytes' && jpeg.contentType).toBe('image/jpeg');
    const rendered = renderImage(heroPath(heroId), query('width=1440&format=auto'), backend.world.catalog);
    expect(jpeg?.kind === 'bytes' && jpeg.value).toEqual(rendered?.body);
    expect((await get(heroPath(heroId), 'width=1440&format=svg'))?.kind).toBe('text');
    expect(asked).toHaveLength(1);
  });
});
