import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  checkFilterRanges,
  type OpenShiftFilters,
  openShiftFiltersSchema,
} from '../../../shared/marketplace/open-shift-filters';

const KEYS = ['date', 'from', 'to', 'position', 'minPay', 'zip', 'miles'] as const;
const fieldSchemas = openShiftFiltersSchema.shape;

/**
 * The Open Shifts filters, kept in the page's query string so a reload or a shared link keeps them
 * (docs/product/shifts.md, "Filters"). A value the server would refuse is left out, and a range it would refuse is
 * reported in `problem` and not sent.
 */
export function useOpenShiftFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const { filters, problem } = useMemo(() => {
    const read = new URLSearchParams(search);
    const picked: Record<string, unknown> = {};
    for (const key of KEYS) {
      const raw = read.get(key);
      if (raw === null || raw === '') continue;
      const parsed = fieldSchemas[key].safeParse(raw);
      if (parsed.success) picked[key] = parsed.data;
    }
    // The ZIP code stays in the URL without a distance (the worker's own, remembered); it filters only with one.
    if (picked.zip === undefined || picked.miles === undefined) {
      delete picked.zip;
      delete picked.miles;
    }
    const whole = openShiftFiltersSchema.superRefine(checkFilterRanges).safeParse(picked);
    if (whole.success) return { filters: whole.data, problem: null };
    const { from: _from, to: _to, ...rest } = picked as OpenShiftFilters;
    return { filters: rest, problem: whole.error.issues[0]?.message ?? null };
  }, [search]);

  const update = useCallback(
    (changes: Partial<Record<(typeof KEYS)[number], string | undefined>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  // 'Clear filters' keeps the worker's ZIP code: it is theirs, not a filter, until a distance is chosen again.
  const clear = useCallback(
    () => update(Object.fromEntries(KEYS.filter((key) => key !== 'zip').map((key) => [key, undefined]))),
    [update],
  );
  return { filters, problem, raw: params, update, clear };
}
