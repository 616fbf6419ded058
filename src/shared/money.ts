// Money is integer cents everywhere (docs/product/shifts.md, ADR 001). Kept apart from the zod schemas so that pages which only show a
// rate (the shift cards) do not load zod.

/** 1850 → "18.50" (no currency sign). */
export function centsToDollarString(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
