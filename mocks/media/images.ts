/**
 * Images served by the mocks themselves, so nothing reaches the internet.
 *
 * **Path scheme.** The world stores root-relative paths under `/mock-images/`; the REST and GraphQL
 * layers turn them into absolute URLs with the request origin (and GraphQL `Image.url` adds the
 * `width`/`format` query parameters).
 *
 * | path | image | aspect |
 * |---|---|---|
 * | `/mock-images/channel/{channelId}.svg` | colour logo (white name on the brand colour) | 4:3 |
 * | `/mock-images/channel-white/{channelId}.svg` | white logo on transparent | 4:3 |
 * | `/mock-images/channel-dark/{channelId}.svg` | dark logo on transparent (light backgrounds) | 4:3 |
 * | `/mock-images/show/{showId}/{shape}.svg` | show or movie art; shape `vertical` 2:3, `iconic`/`hero`/`template` 16:9, `banner` 3:1, `title` 4:1 (transparent title treatment) | by shape |
 * | `/mock-images/episode/{episodeId}.svg` | episode still (show title, `S5 E1`) | 16:9 |
 * | `/mock-images/avatar/{name}/{s,m,l}.svg` | profile avatar (default widths 64, 128, 256) | 1:1 |
 * | `/mock-images/hero/{heroId}.svg` | hero carousel backdrop (raster: see Answer) | 16:9 |
 * | `/mock-images/collection/{collectionId}.svg` | collection artwork | 16:9 |
 * | `/mock-images/collection-group/{id}/{tile,backdrop}.svg` | collection-group tile / page backdrop | 16:9 |
 * | `/mock-images/product/{productId}.svg` | plan or add-on key image | 16:9 |
 * | `/mock-images/icon/{name}.svg` | a small icon (notification actions, categories) | 1:1 |
 * | `/mock-images/badge/{platform}.svg` | native-app store badge (settings page) | 3:1 |
 *
 * **Query.** `width` (whole pixels, 16–3840; default 320, avatars 64/128/256 by size) and optional
 * `height` (same range; otherwise derived from the aspect, and a derived size is held to the same range); `format` (`auto`, `webp`, `jpeg`, `jpg`,
 * `png` or `svg`, any case). Other parameters are ignored.
 *
 * **Answer.** The hero carousel's backdrops (`hero/`), photographs in a real backend, asked as `auto`, `webp`,
 * `jpeg` or `jpg` (the app asks `auto`), are a **raster JPEG** (`image/jpeg`) of the asked size and a photo's
 * weight (raster-art.ts: about 0.5 bits per pixel, a 1440 × 810 hero ≈ 74 kB; JPEG where the real service sends
 * WebP to a browser that takes it; up to 1920 × 1080 pixels of area, SVG beyond it): a vector stand-in of under 1 kB is not what a viewer's browser gets, and
 * Chromium does not count so light an image as the page's largest paint. Everything else, and a hero asked
 * without a format or as `png` or `svg`, is **SVG** (`image/svg+xml`): a vector image at the requested pixel
 * size, with the names drawn in, standing in for the raster formats.
 * Call `validateImageQuery` (with the path) first and answer 400 with its message; `renderImageWith` answers null only for
 * a path that is not an image (404) and falls back to defaults for anything it cannot read.
 *
 * Without a catalog the renderer draws names from the fixed channel and product tables and titles
 * from the id slugs (`shw-yellowstone` → "Yellowstone"); given the world's catalog it uses the exact titles.
 */
import { IMAGE_WIDTH_DEFAULT } from '../../common/constants.ts';
import { nativeAppName } from '../../common/native-apps.ts';
import type { CatalogImagePaths } from '../db/catalog/index.ts';
import type { Catalog } from '../db/world.ts';
import { channelRow, paletteColor } from '../db/catalog/channel-table.ts';

export const MOCK_IMAGE_PREFIX = '/mock-images/';

export type ChannelLogoVariant = 'color' | 'white' | 'dark';
export type ShowImageShape = 'vertical' | 'iconic' | 'hero' | 'template' | 'banner' | 'title';
export type AvatarSize = 's' | 'm' | 'l';
export type CollectionGroupImageKind = 'tile' | 'backdrop';

const enc = encodeURIComponent;

export function channelLogoPath(channelId: string, variant: ChannelLogoVariant = 'color'): string {
  const kind = variant === 'color' ? 'channel' : `channel-${variant}`;
  return `${MOCK_IMAGE_PREFIX}${kind}/${enc(channelId)}.svg`;
}

export function posterPath(showId: string, shape: ShowImageShape = 'vertical'): string {
  return `${MOCK_IMAGE_PREFIX}show/${enc(showId)}/${shape}.svg`;
}

export function episodeImagePath(episodeId: string): string {
  return `${MOCK_IMAGE_PREFIX}episode/${enc(episodeId)}.svg`;
}

export function avatarPath(name: string, size: AvatarSize): string {
  return `${MOCK_IMAGE_PREFIX}avatar/${enc(name)}/${size}.svg`;
}

/** The s, m, l set of an avatar (REST `ImageSet`, GraphQL `AvatarImages`). */
export function avatarImages(name: string): { s: string; m: string; l: string } {
  return { s: avatarPath(name, 's'), m: avatarPath(name, 'm'), l: avatarPath(name, 'l') };
}

export function heroPath(heroId: string): string {
  return `${MOCK_IMAGE_PREFIX}hero/${enc(heroId)}.svg`;
}

export function collectionPath(collectionId: string): string {
  return `${MOCK_IMAGE_PREFIX}collection/${enc(collectionId)}.svg`;
}

export function collectionGroupPath(collectionGroupId: string, kind: CollectionGroupImageKind = 'tile'): string {
  return `${MOCK_IMAGE_PREFIX}collection-group/${enc(collectionGroupId)}/${kind}.svg`;
}

export function productImagePath(productId: string): string {
  return `${MOCK_IMAGE_PREFIX}product/${enc(productId)}.svg`;
}

/** The paths the catalog's products, product channels and avatars carry (see `buildCatalog`). */
export const CATALOG_IMAGE_PATHS: CatalogImagePaths = {
  channelLogo: (channelId) => channelLogoPath(channelId),
  product: productImagePath,
  avatar: avatarImages,
};

export function iconPath(name: string): string {
  return `${MOCK_IMAGE_PREFIX}icon/${enc(name)}.svg`;
}

// ---------------------------------------------------------------------------------------------------
// Query validation
// ---------------------------------------------------------------------------------------------------

export const IMAGE_MIN_SIZE = 16;
export const IMAGE_MAX_SIZE = 3840;
export const IMAGE_DEFAULT_WIDTH = IMAGE_WIDTH_DEFAULT;
export const IMAGE_FORMATS = ['auto', 'webp', 'jpeg', 'jpg', 'png', 'svg'] as const;

function readSize(query: URLSearchParams, name: string): number | string | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!/^\d{1,5}$/.test(raw)) return `${name} must be a whole number of pixels from ${IMAGE_MIN_SIZE} to ${IMAGE_MAX_SIZE}, got "${raw}"`;
  const value = Number(raw);
  if (value < IMAGE_MIN_SIZE || value > IMAGE_MAX_SIZE) {
    return `${name} must be a whole number of pixels from ${IMAGE_MIN_SIZE} to ${IMAGE_MAX_SIZE}, got ${value}`;
  }
  return value;
}

/**
 * The reason the image query is malformed (for a 400 answer), or null when it is fine. Given the image's path, a
 * size derived from the other one through the image's aspect (a `height` alone on a 16:9 hero) is held to the same
 * range as an asked one: `?height=3840` on a hero would otherwise draw a 6827 × 3840 image.
 */
export function validateImageQuery(query: URLSearchParams, path?: string, catalog?: Catalog): string | null {
  for (const name of ['width', 'height']) {
    if (query.getAll(name).length > 1) return `${name} must be given at most once`;
    const size = readSize(query, name);
    if (typeof size === 'string') return size;
  }
  const format = query.get('format');
  if (format !== null && !(IMAGE_FORMATS as readonly string[]).includes(format.toLowerCase())) {
    return `format must be one of ${IMAGE_FORMATS.join(', ')}, got "${format}"`;
  }
  const spec = path === undefined ? null : specFor(path, catalog);
  if (spec) {
    const { width, height } = imageSize(spec, query);
    for (const [name, value, from] of [
      ['width', width, 'height'],
      ['height', height, 'width'],
    ] as const) {
      if (query.get(name) === null && value > IMAGE_MAX_SIZE) {
        return `${name} derived from ${from}=${query.get(from) ?? ''} at this image's aspect is ${value} pixels, above the ${IMAGE_MAX_SIZE} allowed: ask a smaller ${from}`;
      }
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------------

export type RenderedImage = { contentType: 'image/svg+xml'; body: string } | { contentType: 'image/jpeg'; body: Uint8Array };

interface ImageSpec {
  aspect: number;
  defaultWidth: number;
  draw: (width: number, height: number) => string;
  /** Photographic art: answered as raster art of this colour and texture seed when a raster format is asked. */
  photo?: { color: string; seed: string };
}

/** The `format`s a real image service answers photographic art with a raster (WebP or JPEG) for. */
const RASTER_FORMATS = new Set(['auto', 'webp', 'jpeg', 'jpg']);

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char);
}

/** `shw-the-last-harbor-2` → "The Last Harbor". */
function titleFromId(id: string): string {
  const words = id.replace(/^[a-z]+-/, '').replace(/-\d+$/, '').split('-').filter(Boolean);
  const small = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'the', 'to']);
  return words
    .map((word, index) => (index > 0 && small.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

function darken(color: string, amount: number): string {
  const value = Number.parseInt(color.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.round(((value >> shift) & 255) * (1 - amount)));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

/** Splits a title into at most `maxLines` lines of about `perLine` characters. */
function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && (current + ' ' + word).length > perLine) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

function textBlock(lines: string[], x: number, centerY: number, size: number, fill: string, anchor = 'middle', weight = 700): string {
  const lineHeight = size * 1.15;
  const top = centerY - ((lines.length - 1) * lineHeight) / 2;
  return lines
    .map(
      (line, index) =>
        `<text x="${x.toFixed(1)}" y="${(top + index * lineHeight).toFixed(1)}" font-family="Helvetica, Arial, sans-serif" font-size="${size.toFixed(1)}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
}

/** Font size that fits `lines` into a box of `boxWidth` × `boxHeight`. */
function fitSize(lines: string[], boxWidth: number, boxHeight: number): number {
  const longest = Math.max(1, ...lines.map((line) => line.length));
  return Math.max(6, Math.min(boxWidth / (longest * 0.58), boxHeight / (lines.length * 1.2)));
}

function svg(width: number, height: number, label: string, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${content}</svg>`;
}

function gradient(id: string, color: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${darken(color, 0.55)}"/></linearGradient></defs>`;
}

function logo(name: string, color: string, variant: ChannelLogoVariant): ImageSpec['draw'] {
  return (width, height) => {
    const lines = wrap(name, 12, 3);
    const size = fitSize(lines, width * 0.84, height * 0.7);
    const background = variant === 'color' ? `<rect width="${width}" height="${height}" rx="${(Math.min(width, height) * 0.08).toFixed(1)}" fill="${color}"/>` : '';
    const fill = variant === 'dark' ? '#111111' : '#ffffff';
    return svg(width, height, `${name} logo`, background + textBlock(lines, width / 2, height / 2, size, fill));
  };
}

function artwork(title: string, subtitle: string, color: string, transparent = false): ImageSpec['draw'] {
  return (width, height) => {
    const label = subtitle ? `${title}, ${subtitle}` : title;
    if (transparent) {
      const lines = wrap(title, 28, 2);
      return svg(width, height, label, textBlock(lines, width / 2, height / 2, fitSize(lines, width * 0.94, height * 0.9), '#ffffff'));
    }
    const portrait = height > width;
    const lines = wrap(title, portrait ? 12 : 22, 4);
    const size = fitSize(lines, width * 0.84, height * (portrait ? 0.4 : 0.5));
    const sub = subtitle
      ? textBlock([subtitle], width / 2, height * (portrait ? 0.86 : 0.84), Math.min(size * 0.45, height * 0.08), 'rgba(255,255,255,0.8)', 'middle', 400)
      : '';
    const rings = `<circle cx="${(width * 0.85).toFixed(1)}" cy="${(height * 0.15).toFixed(1)}" r="${(Math.max(width, height) * 0.35).toFixed(1)}" fill="rgba(255,255,255,0.07)"/>`;
    return svg(
      width,
      height,
      label,
      `${gradient('g', color)}<rect width="${width}" height="${height}" fill="url(#g)"/>${rings}${textBlock(lines, width / 2, height * (portrait ? 0.45 : 0.46), size, '#ffffff')}${sub}`,
    );
  };
}

function avatar(name: string): ImageSpec['draw'] {
  return (width, height) => {
    const color = paletteColor(`avatar-${name}`);
    const radius = Math.min(width, height) / 2;
    const initial = (name.charAt(0) || '?').toUpperCase();
    return svg(
      width,
      height,
      `${name} avatar`,
      `<circle cx="${width / 2}" cy="${height / 2}" r="${radius.toFixed(1)}" fill="${color}"/><circle cx="${width / 2}" cy="${height / 2}" r="${(radius * 0.86).toFixed(1)}" fill="none" stroke="rgba(255,255,255,0.35)" stroke-width="${Math.max(1, radius * 0.04).toFixed(1)}"/>${textBlock([initial], width / 2, height / 2, radius, '#ffffff')}`,
    );
  };
}

function icon(name: string): ImageSpec['draw'] {
  return (width, height) => {
    const color = paletteColor(`icon-${name}`);
    const radius = Math.min(width, height) * 0.46;
    return svg(
      width,
      height,
      `${name} icon`,
      `<circle cx="${width / 2}" cy="${height / 2}" r="${radius.toFixed(1)}" fill="${color}"/>${textBlock([(name.charAt(0) || '?').toUpperCase()], width / 2, height / 2, radius, '#ffffff')}`,
    );
  };
}

/**
 * A store badge as the stores draw theirs: 'Get it on' small over the platform's own name (Apple TV, Fire TV, iOS,
 * LG…: common/native-apps.ts), every badge in the same two type sizes whatever the name's length.
 */
function badge(platform: string): ImageSpec['draw'] {
  return (width, height) => {
    const name = nativeAppName(platform) ?? titleFromId(`x-${platform}`);
    const label = `Get it on ${name}`;
    return svg(
      width,
      height,
      label,
      `<rect width="${width}" height="${height}" rx="${(height * 0.18).toFixed(1)}" fill="#000000"/>` +
        textBlock(['Get it on'], width / 2, height * 0.3, height * 0.2, '#ffffff', 'middle', 400) +
        textBlock([name], width / 2, height * 0.64, height * 0.34, '#ffffff'),
    );
  };
}

const SHOW_ASPECT: Record<ShowImageShape, number> = {
  vertical: 2 / 3,
  iconic: 16 / 9,
  hero: 16 / 9,
  template: 16 / 9,
  banner: 3,
  title: 4,
};

const AVATAR_WIDTH: Record<AvatarSize, number> = { s: 64, m: 128, l: 256 };

const PRODUCT_NAMES: Record<string, string> = {
  'airwave-fast': 'Free Channels',
  'airwave-argon': 'Airwave Core',
  'airwave-2021': 'Airwave Legacy',
  'airwave-2021-2m': 'Airwave Legacy',
  'airwave-2021-3m': 'Airwave Legacy',
  'airwave-plus': 'Airwave Plus',
  'airwave-boron': 'Airwave Starter',
  'airwave-carbon': 'Airwave Classic',
  'airwave-deactivated': 'Airwave',
  epix: 'MGM+',
  movie: 'Movie Pack',
  starz: 'STARZ',
  'amcplus-adfree': 'AMC+ Ad-Free',
  'betplus-adfree': 'BET+ Ad-Free',
  'allblk-adfree': 'ALLBLK Ad-Free',
  'hallmarkplus-adfree': 'Hallmark+ Ad-Free',
};

function decode(segment: string): string | null {
  try {
    const value = decodeURIComponent(segment);
    return value === '' || value.includes('/') ? null : value;
  } catch {
    return null;
  }
}

function showInfo(showId: string, catalog: Catalog | undefined): { title: string; color: string; subtitle: string } {
  const show = catalog?.shows.find((candidate) => candidate.showId === showId);
  if (show) {
    const subtitle = show.type === 'MOVIE' ? `${show.releaseYear ?? ''} · ${show.rating.value}` : show.genres.join(' · ');
    return { title: show.title, color: show.color, subtitle };
  }
  return { title: titleFromId(showId), color: showId === 'shw-yellowstone' ? '#7a5c3e' : paletteColor(showId), subtitle: '' };
}

function specFor(path: string, catalog: Catalog | undefined): ImageSpec | null {
  if (!path.startsWith(MOCK_IMAGE_PREFIX) || !path.endsWith('.svg')) return null;
  const parts = path.slice(MOCK_IMAGE_PREFIX.length, -'.svg'.length).split('/');
  const [kind, first, second] = parts;
  if (kind === undefined || first === undefined) return null;
  const id = decode(first);
  if (id === null) return null;

  if (parts.length === 2) {
    switch (kind) {
      case 'channel':
      case 'channel-white':
      case 'channel-dark': {
        const row = channelRow(id);
        const channel = row ?? catalog?.channels.find((candidate) => candidate.channelId === id);
        if (!channel) return null;
        const variant: ChannelLogoVariant = kind === 'channel' ? 'color' : kind === 'channel-white' ? 'white' : 'dark';
        return { aspect: 4 / 3, defaultWidth: IMAGE_DEFAULT_WIDTH, draw: logo(channel.displayName, channel.color, variant) };
      }
      case 'episode': {
        const match = /^epi-(.+)-s(\d+)e(\d+)$/.exec(id);
        if (!match) return null;
        const showId = `shw-${match[1]}`;
        const info = showInfo(showId, catalog);
        const episode = catalog?.episodes.find((candidate) => candidate.episodeId === id);
        const subtitle = `S${match[2]} | E${match[3]}${episode ? ` · ${episode.title}` : ''}`;
        return { aspect: 16 / 9, defaultWidth: IMAGE_DEFAULT_WIDTH, draw: artwork(info.title, subtitle, info.color) };
      }
      case 'hero': {
        const hero = catalog?.heroes.find((candidate) => candidate.heroId === id);
        let title = titleFromId(id);
        let color = paletteColor(id);
        if (hero && catalog) {
          const target = hero.target;
          if (target.kind === 'show') ({ title, color } = showInfo(target.showId, catalog));
          else if (target.kind === 'channel') {
            const channel = catalog.channels.find((candidate) => candidate.channelId === target.channelId);
            if (channel) ({ displayName: title, color } = channel);
          } else {
            const collection = catalog.collections.find((candidate) => candidate.collectionId === target.collectionId);
            if (collection) ({ title, color } = collection);
          }
        }
        return { aspect: 16 / 9, defaultWidth: IMAGE_DEFAULT_WIDTH, draw: artwork(title, hero?.categoryTitle ?? '', color), photo: { color, seed: `hero/${id}` } };
      }
      case 'collection': {
        const collection = catalog?.collections.find((candidate) => candidate.collectionId === id);
        return {
          aspect: 16 / 9,
          defaultWidth: IMAGE_DEFAULT_WIDTH,
          draw: artwork(collection?.title ?? titleFromId(id), 'Collection', collection?.color ?? paletteColor(id)),
        };
      }
      case 'product': {
        const product = catalog?.products.find((candidate) => candidate.id === id);
        const name = product?.displayName ?? PRODUCT_NAMES[id];
        if (name === undefined) return null;
        return { aspect: 16 / 9, defaultWidth: IMAGE_DEFAULT_WIDTH, draw: artwork(name, product?.shortDescription ?? '', paletteColor(`product-${id}`)) };
      }
      case 'icon':
        return { aspect: 1, defaultWidth: 48, draw: icon(id) };
      case 'badge':
        return { aspect: 3, defaultWidth: 180, draw: badge(id) };
      default:
        return null;
    }
  }

  if (parts.length === 3 && second !== undefined) {
    switch (kind) {
      case 'show': {
        if (!(second in SHOW_ASPECT)) return null;
        const shape = second as ShowImageShape;
        const info = showInfo(id, catalog);
        return { aspect: SHOW_ASPECT[shape], defaultWidth: IMAGE_DEFAULT_WIDTH, draw: artwork(info.title, shape === 'vertical' || shape === 'hero' ? info.subtitle : '', info.color, shape === 'title') };
      }
      case 'avatar': {
        if (second !== 's' && second !== 'm' && second !== 'l') return null;
        return { aspect: 1, defaultWidth: AVATAR_WIDTH[second], draw: avatar(id) };
      }
      case 'collection-group': {
        if (second !== 'tile' && second !== 'backdrop') return null;
        const group = catalog?.collectionGroups.find((candidate) => candidate.collectionGroupId === id);
        return {
          aspect: 16 / 9,
          defaultWidth: second === 'backdrop' ? 1440 : IMAGE_DEFAULT_WIDTH,
          draw: artwork(group?.title ?? titleFromId(id), second === 'tile' ? group?.description ?? '' : '', paletteColor(id)),
        };
      }
      default:
        return null;
    }
  }
  return null;
}

/** The size an image is drawn at: the asked width and height, a missing one derived through the aspect, else the default width. */
function imageSize(spec: ImageSpec, query: URLSearchParams): { width: number; height: number } {
  const widthValue = readSize(query, 'width');
  const heightValue = readSize(query, 'height');
  const askedWidth = typeof widthValue === 'number' ? widthValue : undefined;
  const askedHeight = typeof heightValue === 'number' ? heightValue : undefined;
  const width = askedWidth ?? (askedHeight !== undefined ? Math.max(1, Math.round(askedHeight * spec.aspect)) : spec.defaultWidth);
  const height = askedHeight ?? Math.max(1, Math.round(width / spec.aspect));
  return { width, height };
}

/**
 * The largest raster art, in pixels (1920 × 1080, about 2 Mpx): a JPEG costs the server time in proportion to its
 * area, so a larger photographic image is answered as the SVG drawing, which costs next to nothing at any size.
 */
const RASTER_MAX_PIXELS = 1920 * 1080;

/** What encodes raster art: raster-art.ts's rasterArt itself, or a runner's way to it (the browser's: a worker, worker-raster-art.ts). */
export type RasterArtEncoder<Bytes> = (width: number, height: number, color: string, seed: string) => Bytes;

/**
 * Renders the image at `path` (root-relative, without query) at the size the query asks for: SVG, or raster art
 * for photographic art asked in a raster format (see the header), made by `encode` (the JPEG's bytes, or a promise of
 * them). Null when the path is not a mock image (answer 404). Validate the query with `validateImageQuery` first;
 * unreadable sizes here fall back to the defaults.
 */
export function renderImageWith<Bytes>(
  path: string,
  query: URLSearchParams,
  catalog: Catalog | undefined,
  encode: RasterArtEncoder<Bytes>,
): { contentType: 'image/svg+xml'; body: string } | { contentType: 'image/jpeg'; body: Bytes } | null {
  const spec = specFor(path, catalog);
  if (!spec) return null;
  const { width, height } = imageSize(spec, query);
  const format = query.get('format')?.toLowerCase();
  if (spec.photo && format !== undefined && RASTER_FORMATS.has(format) && width * height <= RASTER_MAX_PIXELS) {
    return { contentType: 'image/jpeg', body: encode(width, height, spec.photo.color, spec.photo.seed) };
  }
  return { contentType: 'image/svg+xml', body: spec.draw(width, height) };
}
