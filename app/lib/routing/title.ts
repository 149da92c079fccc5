import { PRODUCT_NAME } from '../../../common/product.ts';

/** The page title: the product name, optionally followed by ' | {page title}'. */
export function pageTitle(title?: string | null, product: string = PRODUCT_NAME): string {
  const trimmed = title?.trim();
  return trimmed ? `${product} | ${trimmed}` : product;
}
