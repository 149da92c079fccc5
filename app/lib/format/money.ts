/**
 * Money is held in integer cents everywhere; a display divides by 100 with two decimals and a dollar sign
 * (3199 → '$31.99', 123456 → '$1,234.56'). A negative amount (a credit) keeps its sign in front: '-$5.00'.
 */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = Math.floor(whole / 100).toLocaleString('en-US');
  const rest = String(whole % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${dollars}.${rest}`;
}
