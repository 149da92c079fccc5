/** A US number in E.164 form (+15125550148) as people write it: (512) 555-0148. Anything else as it is. */
export function formatMobile(e164: string | null): string {
  if (!e164) return '';
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}
