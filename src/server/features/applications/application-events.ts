import type { ApplicationEventPayload } from '../../../shared/marketplace/types';
import type { Tx } from '../../messaging/outbox';
import { publishEvent } from '../../realtime/publish-event';

/**
 * Live refetch (docs/product/realtime.md): the worker's dashboard refetches on any change to their applications; the
 * manager's views do the same. Written in the transaction of the change, so it is seen only if it commits.
 */
export async function publishApplicationChanged(
  tx: Tx,
  parties: { workerId: string; managerId: string },
  payload: ApplicationEventPayload,
) {
  await publishEvent(tx, parties.workerId, 'application_changed', payload);
  await publishEvent(tx, parties.managerId, 'application_changed', payload);
}
