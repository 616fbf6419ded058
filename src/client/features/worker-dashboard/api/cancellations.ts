import { postApplicationAction, useApplicationMutation } from './application-action';

/** 'Withdraw' an application still waiting (docs/product/applications.md, "Cancellations"). */
export const useWithdrawApplication = () =>
  useApplicationMutation((applicationId: string) => postApplicationAction(applicationId, 'withdraw'));

/** 'Cancel booking', with or without the emergency excuse. */
export const useCancelBooking = () =>
  useApplicationMutation((input: { applicationId: string; emergency: boolean }) =>
    postApplicationAction(input.applicationId, 'cancel', { emergency: input.emergency }),
  );
