import { useQueryClient } from '@tanstack/react-query';
import { marketplaceKeys } from './marketplace-keys';

/**
 * Spec §4 "live refetch": any change to an application the signed-in user is party to (published by the server
 * as `application_changed`) refreshes every marketplace query on screen.
 * Until the realtime stream lands, queries refetch on window focus (query-client defaults).
 */
export function useApplicationEvents() {
  const client = useQueryClient();
  void client;
  void marketplaceKeys;
}
