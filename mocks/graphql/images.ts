/**
 * Image addresses. The world keeps no image URLs for catalog items: each item's artwork lives at the
 * mock image service's fixed root-relative path (mocks/media/images.ts: `/mock-images/…`). GraphQL returns
 * them absolute on the request's origin, and `Image.url(width, format)` adds `?width=…&format=…`.
 * URLs the world does hold (avatars, product key images) on the documentation host
 * (`https://images.airwave.example/…`) are served by the mocks on their own origin, so they are rewritten to it.
 */
import type { Image, ImageFormat } from '../../generated/graphql/schema.ts';
import {
  channelLogoPath,
  collectionGroupPath,
  collectionPath,
  episodeImagePath,
  heroPath,
  iconPath,
  posterPath,
  productImagePath,
} from '../media/images.ts';

export type ChannelLogoVariant = 'small-white' | 'small' | 'small-dark' | 'large-white';
export type ShowArtVariant = 'banner' | 'iconic' | 'hero' | 'template' | 'vertical' | 'title';

const LOGO_VARIANTS = { 'small-white': 'white', small: 'color', 'small-dark': 'dark', 'large-white': 'white' } as const;

export const imagePaths = {
  channel: (channelId: string, variant: ChannelLogoVariant) => channelLogoPath(channelId, LOGO_VARIANTS[variant]),
  show: (showId: string, variant: ShowArtVariant) => posterPath(showId, variant),
  episode: (episodeId: string) => episodeImagePath(episodeId),
  hero: (heroId: string) => heroPath(heroId),
  collection: (collectionId: string) => collectionPath(collectionId),
  collectionGroup: (collectionGroupId: string, variant: 'tile' | 'backdrop') => collectionGroupPath(collectionGroupId, variant),
  product: (productId: string) => productImagePath(productId),
  icon: (name: string) => iconPath(name),
};

/** Intrinsic sizes of the generated artwork, by the image service's aspects. */
const SIZES: Record<ShowArtVariant | 'logo' | 'wide', [number, number]> = {
  banner: [1920, 640],
  iconic: [1920, 1080],
  hero: [1920, 1080],
  template: [1920, 1080],
  vertical: [1000, 1500],
  title: [1600, 400],
  logo: [400, 300],
  wide: [1920, 1080],
};

/** Root-relative or documentation-host URLs become absolute on `origin`; other absolute URLs stay. */
export function absoluteUrl(origin: string, url: string): string {
  if (url.startsWith('/')) return `${origin}${url}`;
  try {
    const parsed = new URL(url);
    if (parsed.hostname.endsWith('.example') || parsed.hostname.endsWith('.test')) {
      return `${origin}${parsed.pathname}${parsed.search}`;
    }
  } catch {
    // not a URL: leave it as it is
  }
  return url;
}

/** An Image whose `url` holds the undecorated address; the Image.url resolver adds width and format. */
export function image(origin: string, path: string, size: keyof typeof SIZES | null = 'wide'): Image {
  const [width, height] = size ? SIZES[size] : [null, null];
  return { __typename: 'Image', url: absoluteUrl(origin, path), width, height };
}

export function channelImage(origin: string, channelId: string, variant: ChannelLogoVariant): Image {
  return image(origin, imagePaths.channel(channelId, variant), 'logo');
}

export function showImage(origin: string, showId: string, variant: ShowArtVariant): Image {
  return image(origin, imagePaths.show(showId, variant), variant);
}

/** `Image.url(width, format)`: `…?width={width}&format={format}` (format lower-case: auto, webp, jpeg, png). */
export function decorateImageUrl(base: string, width: number, format: ImageFormat): string {
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}width=${width}&format=${format.toLowerCase()}`;
}
