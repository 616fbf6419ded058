import type { ApplicationStatus } from '../../shared/domain/application-status';
import type { ApplicationEventPayload } from '../../shared/marketplace/types';
import type { Tx } from '../messaging/outbox';
import { publishEvent } from '../realtime/publish-event';

/**
 * Live refetch (docs/product/realtime.md): the worker's dashboard refetches on any change to their applications; the
 * manager's views do the same. Written in the transaction of the change, so it is seen only if it commits.
 */
export async function publishApplicationChanged(
  tx: Tx,
  parties: { workerId: string; managerId: string },
  payload: ApplicationEventPayload,
) {
  await publishEvent(tx, [parties.workerId, parties.managerId], 'application_changed', payload);
}

/** The same, for one application of one shift: its worker and the shift's manager see it as `status`. */
export async function publishApplicationChange(
  tx: Tx,
  change: { application: { id: string; workerId: string }; shift: { id: string; managerId: string } },
  status: ApplicationStatus,
) {
  const { application, shift } = change;
  await publishApplicationChanged(
    tx,
    { workerId: application.workerId, managerId: shift.managerId },
    { applicationId: application.id, shiftId: shift.id, status },
  );
}
