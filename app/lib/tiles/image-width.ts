import { IMAGE_WIDTH_DEFAULT, IMAGE_WIDTH_HERO, IMAGE_WIDTH_TILE, IMAGE_WIDTH_TITLE } from '../constants.ts';

export type ImageRole = 'default' | 'tile' | 'title' | 'hero';

const WIDTH_BY_ROLE: Record<ImageRole, number> = {
  default: IMAGE_WIDTH_DEFAULT,
  tile: IMAGE_WIDTH_TILE,
  title: IMAGE_WIDTH_TITLE,
  hero: IMAGE_WIDTH_HERO,
};

/**
 * The width to pass as `Image.url(width:)`. The contract's image service applies width and format itself
 * (format defaults to AUTO, i.e. WebP), so the client only chooses the width by what the image is for.
 */
export function imageWidthFor(role: ImageRole): number {
  return WIDTH_BY_ROLE[role];
}
