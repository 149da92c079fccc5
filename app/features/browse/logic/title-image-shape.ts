import type { TileFieldsFragment } from '../../../../generated/graphql/operations.ts';

export type TitleImageShape = 'tall' | 'square' | 'rectangular' | 'wide';

type TitleImage = NonNullable<NonNullable<TileFieldsFragment['hero']>['titleAsImage']>;

/**
 * Shape of a hero title image by width/height: ≤1 tall, ≤2 square, ≤3 rectangular, >3 wide.
 * Null when the intrinsic size is unknown: the caller keeps its default box.
 */
export function titleImageShape(image: Pick<TitleImage, 'width' | 'height'>): TitleImageShape | null {
  if (!image.width || !image.height) return null;
  const ratio = image.width / image.height;
  if (ratio <= 1) return 'tall';
  if (ratio <= 2) return 'square';
  if (ratio <= 3) return 'rectangular';
  return 'wide';
}
