import { useQueryClient } from '@tanstack/react-query';
import { marketplaceKeys } from './marketplace-keys';
import { useRealtime } from './realtime';

/**
 * Live refetch (docs/product/realtime.md): any change to an application the signed-in user is party to (published by the server
 * as `application_changed` to both the worker and the manager) refreshes the marketplace queries on screen.
 * Queries also refetch on window focus (query-client defaults), which covers a stream that is down.
 */
export function useApplicationEvents() {
  const client = useQueryClient();
  useRealtime('application_changed', () => {
    void client.invalidateQueries({ queryKey: marketplaceKeys.all });
  });
  // An edited shift (docs/product/shifts.md, "Edit shift"): its manager's lists and its applicants' dashboards.
  useRealtime('shift_changed', () => {
    void client.invalidateQueries({ queryKey: marketplaceKeys.all });
  });
  // A booking's money moved (docs/product/payments.md, "Money timeline"): the timesheets' timelines and earnings,
  // and the statements under 'billing' (the charges) and 'earnings' (paid out, pending, payouts).
  useRealtime('money_changed', () => {
    for (const root of [marketplaceKeys.all, ['billing'], ['earnings']])
      void client.invalidateQueries({ queryKey: root });
  });
}
