import { postApplicationAction, useApplicationMutation } from './application-action';

export const checkIn = ({ applicationId, code }: { applicationId: string; code: string }) =>
  postApplicationAction(applicationId, 'check-in', { code });

export const checkOut = (applicationId: string) => postApplicationAction(applicationId, 'check-out');

/** 'Check in' with the shift's code (docs/product/attendance.md, "Check-in"). */
export const useCheckIn = () => useApplicationMutation(checkIn);

/** 'Check out' (docs/product/attendance.md, "Check-out"). */
export const useCheckOut = () => useApplicationMutation(checkOut);
