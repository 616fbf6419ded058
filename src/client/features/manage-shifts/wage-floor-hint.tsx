import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { daysCovered, floorDate, floorFor, JURISDICTION_NAMES } from '../../../shared/domain/wage-floors';
import { usd } from '../../../shared/money';
import type { ShiftForm, ShiftFormInput } from '../../../shared/schemas/shifts';
import { appNow } from '../../lib/app-clock';
import { useWageFloors } from './api/wage-floors';

/**
 * The minimum wage that binds the shift as it stands (docs/product/pricing.md, "Wage floors"), as the hourly rate's
 * hint, with its source: the manager sees the floor before posting, not only the refusal after. Null until known.
 */
export function useWageFloorHint(form: UseFormReturn<ShiftFormInput, unknown, ShiftForm>): ReactNode {
  const { data } = useWageFloors();
  const [shiftDate, overnight] = form.watch(['shiftDate', 'overnight']);
  if (!data) return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(String(shiftDate ?? ''))
    ? String(shiftDate)
    : appNow().toISOString().slice(0, 10);
  const floor = floorFor(data.floors, data.place, daysCovered(day, Boolean(overnight)));
  if (!floor) return null;
  return (
    <span data-testid="wage-floor">
      Minimum wage for this shift: {usd(floor.rateCents)} an hour, in {JURISDICTION_NAMES[floor.jurisdiction]}{' '}
      from {floorDate(floor.effectiveFrom)} (
      <a href={floor.sourceUrl} target="_blank" rel="noreferrer" className="underline">
        source
      </a>
      ).
    </span>
  );
}
