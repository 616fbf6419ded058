import { useId } from 'react';
import { MATCHING_MESSAGES as M } from '../../../shared/marketplace/matching-messages';

type Option<V extends string> = { value: V; label: string };

/** 'Sort by' ('Best match' / 'Newest' or 'Soonest'): a labelled native select, keyboard and screen-reader ready. */
export function SortControl<V extends string>({
  value,
  options,
  onChange,
}: {
  value: V;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {M.sortBy}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        className="min-h-10 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export const APPLICANT_SORTS = [
  { value: 'best', label: M.bestMatch },
  { value: 'newest', label: M.newest },
] as const;

export const OPEN_SHIFT_SORTS = [
  { value: 'best', label: M.bestMatch },
  { value: 'soonest', label: M.soonest },
] as const;
