import { postApplicationAction, useApplicationMutation } from './application-action';

export type OfferResponse = { applicationId: string; action: 'accept' | 'decline' };

export const respondToOffer = ({ applicationId, action }: OfferResponse) =>
  postApplicationAction(applicationId, action);

/** Accept or decline a selection (docs/product/applications.md, "Accept or decline"). */
export const useRespondToOffer = () => useApplicationMutation(respondToOffer);
