import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatOfferDeadline } from '../../../shared/domain/offer-deadline';
import { EDIT_SHIFT_MESSAGES } from '../../../shared/marketplace/edit-shift-messages';
import type { ShiftChangesDto } from '../../../shared/schemas/responses/shift-edits';
import { api } from '../../lib/api';
import { marketplaceKeys } from '../../lib/marketplace-keys';
import { Button } from '../ui/button';

/** Under the marketplace keys, so a live `shift_changed` refetches it (use-application-events.ts). */
const changesKey = (shiftId: string) => [...marketplaceKeys.all, 'shift-changes', shiftId] as const;

function useShiftChanges(shiftId: string, enabled: boolean) {
  return useQuery({
    queryKey: changesKey(shiftId),
    queryFn: ({ signal }) =>
      api<ShiftChangesDto>(`/shifts/${encodeURIComponent(shiftId)}/changes`, { signal }),
    enabled,
  });
}

type Change = ShiftChangesDto['changes'][number];

/** 'Changed on Nov 26, 9:15 AM: start 9:00 AM → 10:00 AM' (in the shift's zone). */
export function changeLine(change: Change, timeZone: string): string {
  const fields = change.changes
    .map(
      (field) =>
        `${field.label.charAt(0).toLowerCase()}${field.label.slice(1)} ${field.before} → ${field.after}`,
    )
    .join('; ');
  return `Changed on ${formatOfferDeadline(change.changedAt, timeZone)}: ${fields}`;
}

/**
 * A shift's change history (docs/product/shifts.md, "Edit shift"), for its manager and the workers who applied.
 * Loaded when opened, so a dashboard of many cards asks nothing until someone looks; `open` starts it open.
 */
export function ShiftChangeHistory({
  shiftId,
  timeZone,
  open: startOpen = false,
}: {
  shiftId: string;
  timeZone: string;
  open?: boolean;
}) {
  const [open, setOpen] = useState(startOpen);
  const listId = useId();
  const query = useShiftChanges(shiftId, open);
  const changes = query.data?.changes ?? [];
  return (
    <div className="text-sm">
      <Button
        variant="ghost"
        size="sm"
        className="-ml-3"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide change history' : EDIT_SHIFT_MESSAGES.historyTitle}
      </Button>
      {open ? (
        <div id={listId} aria-live="polite">
          {query.isPending ? (
            <p className="text-slate-500">Loading changes...</p>
          ) : query.isError ? (
            <p className="text-red-700">The change history could not be loaded.</p>
          ) : changes.length === 0 ? (
            <p className="text-slate-500">This shift has not been changed since it was posted.</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {changes.map((change) => (
                <li key={change.id} className="break-words text-slate-700">
                  {changeLine(change, timeZone)}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
