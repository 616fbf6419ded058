import { postApplicationAction, useApplicationMutation } from './application-action';

export const confirmAttendance = (applicationId: string) =>
  postApplicationAction(applicationId, 'confirm-attendance');

/** 'Confirm I'm coming' (docs/product/applications.md, "Confirm I'm coming"). */
export const useConfirmAttendance = () => useApplicationMutation(confirmAttendance);
