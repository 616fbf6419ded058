// Money is integer cents everywhere (docs/product/shifts.md, ADR 001). Kept apart from the zod schemas so that pages which only show a
// rate (the shift cards) do not load zod.

/** 1850 → "18.50" (no currency sign). */
export function centsToDollarString(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * 200000 → "$2,000.00", -150 → "-$1.50": an amount as people read it, with thousands separators (the forms' inputs
 * take `centsToDollarString`'s plain "2000.00"). Integer arithmetic only.
 */
export function usd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const [whole, part] = centsToDollarString(Math.abs(cents)).split('.');
  return `${sign}$${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${part}`;
}
