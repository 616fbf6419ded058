import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import {
  activeFilterCount,
  DISTANCE_MILES,
  FILTER_MESSAGES,
  POSITION_FILTERS,
} from '../../../shared/marketplace/open-shift-filters';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/form-field';
import type { useOpenShiftFilters } from './use-open-shift-filters';

/** The minimum-pay choices, in dollars an hour; the API takes any amount (docs/product/shifts.md, "Filters"). */
const MIN_PAY_CHOICES = [15, 18, 20, 25, 30] as const;

type Props = ReturnType<typeof useOpenShiftFilters> & {
  /** The server's refusal of the ZIP code ('We do not know that ZIP code…'), shown at the field. */
  zipProblem?: string | null;
};

/** 'Filters (n)': date, position and minimum pay above the list; on a phone folded behind its button. */
export function OpenShiftFiltersBar({ filters, problem, raw, update, clear, zipProblem }: Props) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  // 'Choose dates' shows the two date fields before either is filled in.
  const [choosingDates, setChoosingDates] = useState(false);
  const hasRange = Boolean(raw.get('from') || raw.get('to'));
  // What the worker is typing; it reaches the URL (and the list) once it is five digits or empty.
  const [zipDraft, setZipDraft] = useState(raw.get('zip') ?? '');
  const dateMode = hasRange || choosingDates ? 'range' : (filters.date ?? 'any');

  function onDateMode(value: string) {
    setChoosingDates(value === 'range');
    if (value === 'range') update({ date: undefined });
    else update({ date: value === 'any' ? undefined : value, from: undefined, to: undefined });
  }

  return (
    <section aria-label="Filters" className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="sm"
          className="md:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          <SlidersHorizontal aria-hidden="true" className="mr-1.5 h-4 w-4" />
          {count > 0 ? `Filters (${count})` : 'Filters'}
        </Button>
        <h2 className="hidden text-sm font-semibold text-slate-800 md:block">
          {count > 0 ? `Filters (${count})` : 'Filters'}
        </h2>
        {count > 0 || hasRange ? (
          <Button
            variant="link"
            size="sm"
            onClick={() => {
              setChoosingDates(false);
              clear();
            }}
          >
            {FILTER_MESSAGES.clear}
          </Button>
        ) : null}
      </div>
      <div
        id={panelId}
        className={`${open ? 'grid' : 'hidden'} mt-3 grid-cols-1 gap-3 sm:grid-cols-2 md:grid md:grid-cols-4`}
      >
        <SelectField label="Date" value={dateMode} onChange={(event) => onDateMode(event.target.value)}>
          <option value="any">Any day</option>
          <option value="today">Today</option>
          <option value="week">This week</option>
          <option value="range">Choose dates</option>
        </SelectField>
        <SelectField
          label="Position"
          value={filters.position ?? ''}
          onChange={(event) => update({ position: event.target.value })}
        >
          <option value="">Any position</option>
          {POSITION_FILTERS.map((position) => (
            <option key={position} value={position}>
              {position}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Minimum pay"
          value={filters.minPay ? String(filters.minPay) : ''}
          onChange={(event) => update({ minPay: event.target.value })}
        >
          <option value="">Any pay</option>
          {MIN_PAY_CHOICES.map((dollars) => (
            <option key={dollars} value={dollars}>
              ${dollars}/hr or more
            </option>
          ))}
          {filters.minPay && !MIN_PAY_CHOICES.some((dollars) => dollars === filters.minPay) ? (
            <option value={filters.minPay}>${filters.minPay}/hr or more</option>
          ) : null}
        </SelectField>
        <div className="grid grid-cols-2 gap-3 sm:col-span-2 md:col-span-1">
          <SelectField
            label="Within"
            value={raw.get('miles') ?? ''}
            onChange={(event) => update({ miles: event.target.value })}
          >
            <option value="">Any distance</option>
            {DISTANCE_MILES.map((miles) => (
              <option key={miles} value={miles}>
                {miles} miles
              </option>
            ))}
          </SelectField>
          <TextField
            label="of ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
            value={zipDraft}
            error={zipProblem ?? undefined}
            onChange={(event) => {
              const value = event.target.value.replace(/\D/g, '').slice(0, 5);
              setZipDraft(value);
              if (value.length === 5 || value === '') update({ zip: value });
            }}
          />
        </div>
        {dateMode === 'range' ? <DateRange raw={raw} problem={problem} update={update} /> : null}
      </div>
    </section>
  );
}

function DateRange({ raw, problem, update }: Pick<Props, 'raw' | 'problem' | 'update'>) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:col-span-2 md:col-span-4 md:max-w-md">
      <TextField
        label="From"
        type="date"
        value={raw.get('from') ?? ''}
        onChange={(event) => update({ from: event.target.value })}
      />
      <TextField
        label="To"
        type="date"
        value={raw.get('to') ?? ''}
        error={problem ?? undefined}
        onChange={(event) => update({ to: event.target.value })}
      />
    </div>
  );
}
