import { formatCents } from '../../../../lib/format/money.ts';
import type { BillingPeriodUnit, ProductItem } from './types.ts';

/** The one money formatter (app/lib/format/money.ts), which the browse layer's upsell uses too. */
export { formatCents };

/** The label a pro-rated charge carries beside its product's name. */
export const PRO_RATED_LABEL = '(Pro-Rated)';

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
 * The price of one unit of a multi-unit period as the server gives it ('$22.99 / month' for $68.97 every 3
 * months); null for a product billed by the unit, which the server gives no unit price for.
 */
export function unitPriceText(item: Pick<ProductItem, 'unitPriceCents' | 'unit'>): string | null {
  if (item.unitPriceCents === undefined) return null;
  return `${formatCents(item.unitPriceCents)} / ${item.unit satisfies BillingPeriodUnit}`;
}
