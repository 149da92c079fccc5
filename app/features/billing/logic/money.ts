import { formatCents } from '../../../lib/format/money.ts';
import type { BillingPeriodUnit, ProductItem } from './types.ts';

/** The one money formatter (app/lib/format/money.ts), which the browse layer's upsell uses too. */
export { formatCents };

/** The label a pro-rated charge carries beside its amount. */
export const PRO_RATED_LABEL = '(Pro-Rated)';

/** A pro-rated amount with its label, e.g. '$12.40 (Pro-Rated)'. */
export function proRatedText(cents: number): string {
  return `${formatCents(cents)} ${PRO_RATED_LABEL}`;
}

type PricedItem = Pick<ProductItem, 'priceCents' | 'unit' | 'unitCount'>;

/**
 * What a product costs per billing period: '$31.99/month' for a period of one unit, and '$price every {n}
 * months' when a period spans several units (a 3-month plan: '$74.97 every 3 months').
 */
export function periodPriceText(item: PricedItem): string {
  const price = formatCents(item.priceCents);
  if (item.unitCount > 1) return `${price} every ${item.unitCount} ${item.unit}s`;
  return `${price}/${item.unit}`;
}

/**
 * The price of one unit of a multi-unit period ('$24.99 / month' for $74.97 every 3 months), rounded to the
 * cent; a one-unit period's price is its unit price.
 */
export function unitPriceText(item: PricedItem): string {
  return `${formatCents(Math.round(item.priceCents / item.unitCount))} / ${item.unit satisfies BillingPeriodUnit}`;
}
