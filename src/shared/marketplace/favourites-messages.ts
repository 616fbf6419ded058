// Favourites and blocks (docs/product/trust.md, "Favourites and blocks"): the words the screens and the API use.

export const FAVOURITES_MESSAGES = {
  /** A worker who never applied to or worked for this manager, a blocked one, or no such user: one answer. */
  workerNotFound: 'Worker not found',
  addFavourite: 'Add to favourites',
  removeFavourite: 'Remove from favourites',
  pageTitle: 'Favourites',
  empty:
    'No favourites yet. Star a worker from their application or a completed shift to find them here and invite them first.',
  inviteFavourites: 'Invite favourites',
  shiftNotFound: 'Shift not found',
  /** 'Invite favourites' on a shift that cannot take a worker any more. */
  shiftNotOpen: 'This shift is not taking applications, so nobody can be invited.',
  favouritesFirst: 'Favourites first',
  favouritesFirstHelp:
    'Only your favourites see the shift for the chosen time; then everyone does. Choose 0 to post it for everyone now.',
} as const;

/** The invitation's in-app notice: '<business> invited you to a shift: ...' (its text: favourites/invitation-sms.ts). */
export function invitationNotice(shift: { businessName: string; positionTitle: string; shiftDate: string }) {
  const line = `${shift.positionTitle} on ${shift.shiftDate}`;
  return {
    title: 'You are invited to a shift',
    message: `${shift.businessName} invited you to a shift: ${line}. Open Shifts has the details; apply if it suits you.`,
  };
}

export function invitedSummary(byApp: number, byText: number): string {
  if (byApp === 0) return 'Every favourite has already been invited.';
  const people = `${byApp} favourite${byApp === 1 ? '' : 's'}`;
  return `Invited ${people} in the app${byText > 0 ? `, ${byText} also by text` : ''}.`;
}

export const BLOCK_MESSAGES = {
  userNotFound: 'Not found',
  blockWorker: 'Block worker',
  blockTitle: 'Block this worker?',
  blockExplanation:
    'Blocking is silent: the worker is not told. You will no longer see each other: they will not see your shifts, and their applications will not show here. An application still waiting ends as not selected, with the usual notice. A booking they have already accepted stays as it is.',
  hideBusiness: 'Hide this business',
  hideTitle: 'Hide this business?',
  hideExplanation:
    'Hiding is silent: the business is not told. You will no longer see its shifts, and it will not see your applications. An application of yours still waiting ends. A booking you have already accepted stays as it is.',
  blockedList: 'Blocked',
  hiddenList: 'Hidden businesses',
  unblock: 'Unblock',
  unhide: 'Show again',
  noneBlocked: 'Nobody is blocked.',
} as const;
