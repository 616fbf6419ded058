import { postApplicationAction, useApplicationMutation } from './application-action';

export const reconfirmBooking = (applicationId: string) => postApplicationAction(applicationId, 'reconfirm');

/** 'Keep my booking' after a material change of the shift (docs/product/shifts.md, "Edit shift"). */
export const useReconfirmBooking = () => useApplicationMutation(reconfirmBooking);
