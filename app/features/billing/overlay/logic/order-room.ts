import type { OverlaySelection } from './overlay-flow.ts';

/**
 * The room Checkout keeps for its priced order before the first answer (POST /billing/upgrade_details), so that what
 * is drawn below the summary (the payment choice, the legal box) does not move when the prices arrive: how many lines
 * each bill will likely have, known from the selection before the server prices it. A product added now is charged
 * today (its pro-rated line), with the unused days of a replaced plan as a line of its own; the next bill has one line
 * per selected product; promotional credit is a line of the first bill. No amount is known or drawn from this.
 */
export function likelyBillLines(input: { selection: OverlaySelection; current: OverlaySelection; creditCents: number }): number[] {
  const { selection, current } = input;
  const selected = [...(selection.plan ? [selection.plan] : []), ...selection.addOns];
  const owned = new Set([...(current.plan ? [current.plan] : []), ...current.addOns]);
  const added = selected.filter((id) => !owned.has(id)).length;
  const replacedPlan = added > 0 && current.plan !== null && selection.plan !== current.plan ? 1 : 0;
  const credit = input.creditCents > 0 ? 1 : 0;
  const bills = added > 0 ? [added + replacedPlan, selected.length] : [selected.length];
  return bills.map((lines, index) => (index === 0 ? lines + credit : lines));
}
