// The access-control matrix's table (tests/quality/access-matrix.test.ts): the expected status of every route for
// every actor and scope, with the notes that explain a row.

export const ACTORS = ['anonymous', 'talentA', 'talentB', 'managerA', 'managerB', 'opsA', 'opsB'] as const;
export type ActorName = (typeof ACTORS)[number];
export type Scope = 'own' | 'other';
export type PartyName = 'A' | 'B';

// biome-ignore format: the table is easier to read (and review) aligned.
/** The expected status of every cell. A registered route without a row here fails the test. */
export const MATRIX: Record<string, readonly number[]> = {
  //                                               anonymous  talentA    talentB    managerA   managerB    opsA       opsB
  //                                               own other  own other  own other  own other  own other  own other  own other
  'GET /api/health':                              [200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'GET /api/version':                             [200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'GET /api/auth/session':                        [200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/auth/sign-in':                       [200, 401,  200, 401,  200, 401,  200, 401,  200, 401,  200, 401,  200, 401],
  'POST /api/auth/sign-out':                      [200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/accounts/managers':                  [201, 409,  201, 409,  201, 409,  201, 409,  201, 409,  201, 409,  201, 409],
  'GET /api/accounts/managers/me':                [401, 401,  403, 403,  403, 403,  200, 200,  200, 200,  403, 403,  403, 403],
  'POST /api/profiles':                           [201, 409,  201, 409,  201, 409,  201, 409,  201, 409,  201, 409,  201, 409],
  'GET /api/profiles/me':                         [401, 401,  200, 200,  200, 200,  403, 403,  403, 403,  403, 403,  403, 403],
  'PUT /api/profiles/me':                         [401, 401,  200, 409,  200, 409,  403, 403,  403, 403,  403, 403,  403, 403],
  'POST /api/profiles/me/avatar':                 [401, 401,  200, 200,  200, 200,  403, 403,  403, 403,  403, 403,  403, 403],
  'GET /api/avatars/:key':                        [200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/shifts':                             [401, 401,  403, 403,  403, 403,  201, 201,  201, 201,  403, 403,  403, 403],
  'GET /api/shifts/open':                         [200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'GET /api/shifts/mine':                         [401, 401,  403, 403,  403, 403,  200, 200,  200, 200,  403, 403,  403, 403],
  'GET /api/shifts/mine/underway':                [401, 401,  403, 403,  403, 403,  200, 200,  200, 200,  403, 403,  403, 403],
  'GET /api/shifts/wage-floors':                  [401, 401,  403, 403,  403, 403,  200, 200,  200, 200,  403, 403,  403, 403],
  'POST /api/shifts/:shiftId/applications':       [401, 401,  201, 201,  201, 201,  403, 403,  403, 403,  403, 403,  403, 403],
  'GET /api/shifts/:shiftId/applications':        [401, 401,  403, 403,  403, 403,  200, 404,  200, 404,  403, 403,  403, 403],
  'POST /api/applications/:applicationId/select': [401, 401,  403, 403,  403, 403,  200, 404,  200, 404,  403, 403,  403, 403],
  'GET /api/applications/mine':                   [401, 401,  200, 200,  200, 200,  403, 403,  403, 403,  403, 403,  403, 403],
  'POST /api/applications/:applicationId/accept': [401, 401,  200, 404,  200, 404,  403, 403,  403, 403,  403, 403,  403, 403],
  'POST /api/applications/:applicationId/decline':[401, 401,  200, 404,  200, 404,  403, 403,  403, 403,  403, 403,  403, 403],
  'POST /api/applications/:applicationId/confirm-attendance':[401, 401,  200, 404,  200, 404,  403, 403,  403, 403,  403, 403,  403, 403],
  'PUT /api/shifts/:shiftId':                     [401, 401,  403, 403,  403, 403,  200, 404,  200, 404,  403, 403,  403, 403],
  'GET /api/shifts/:shiftId/changes':             [401, 401,  200, 404,  200, 404,  200, 404,  200, 404,  404, 404,  404, 404],
  'POST /api/applications/:applicationId/reconfirm':[401, 401, 200, 404,  200, 404,  403, 403,  403, 403,  403, 403,  403, 403],
  'POST /api/applications/:applicationId/withdraw':[401, 401, 200, 404,  200, 404,  403, 403,  403, 403,  403, 403,  403, 403],
  'POST /api/applications/:applicationId/cancel': [401, 401,  200, 404,  200, 404,  403, 403,  403, 403,  403, 403,  403, 403],
  'POST /api/applications/:applicationId/pass':   [401, 401,  403, 403,  403, 403,  200, 404,  200, 404,  403, 403,  403, 403],
  'POST /api/applications/:applicationId/remove': [401, 401,  403, 403,  403, 403,  200, 404,  200, 404,  403, 403,  403, 403],
  'GET /api/applications/:applicationId/profile': [401, 401,  403, 403,  403, 403,  200, 404,  200, 404,  403, 403,  403, 403],
  'POST /api/shifts/:shiftId/close':              [401, 401,  403, 403,  403, 403,  200, 404,  200, 404,  403, 403,  403, 403],
  'POST /api/shifts/:shiftId/cancel':             [401, 401,  403, 403,  403, 403,  200, 404,  200, 404,  403, 403,  403, 403],
  'GET /api/notifications':                       [401, 401,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/notifications/:id/read':             [401, 401,  200, 404,  200, 404,  200, 404,  200, 404,  404, 404,  404, 404],
  'POST /api/notifications/read-all':             [401, 401,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'GET /api/events':                              [401, 401,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/sms/test':                           [401, 401,  403, 403,  403, 403,  200, 403,  200, 403,  403, 403,  403, 403],
  'GET /api/phone-verification':                  [401, 401,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/phone-verification':                 [401, 401,  200, 200,  200, 200,  200, 200,  200, 200,  400, 400,  400, 400],
  'POST /api/phone-verification/confirm':         [401, 401,  200, 400,  200, 400,  200, 400,  200, 400,  400, 400,  400, 400],
  'POST /api/webhooks/twilio/sms':                [200, 403,  200, 403,  200, 403,  200, 403,  200, 403,  200, 403,  200, 403],
  'GET /api/dev/messages':                        [404, 404,  404, 404,  404, 404,  404, 404,  404, 404,  404, 404,  404, 404],
  'GET /api/dev/messages/:id/html':               [404, 404,  404, 404,  404, 404,  404, 404,  404, 404,  404, 404,  404, 404],
  'GET /api/dev/messages/:id/attachments/:index': [404, 404,  404, 404,  404, 404,  404, 404,  404, 404,  404, 404,  404, 404],
  'POST /api/dev/messages/reply':                 [404, 404,  404, 404,  404, 404,  404, 404,  404, 404,  404, 404,  404, 404],
  'GET /api/dev/clock':                           [404, 404,  404, 404,  404, 404,  404, 404,  404, 404,  404, 404,  404, 404],
  'POST /api/dev/clock/move':                     [404, 404,  404, 404,  404, 404,  404, 404,  404, 404,  404, 404,  404, 404],
  'POST /api/auth/forgot-password':               [200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/auth/reset-password/validate':       [200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/auth/reset-password':                [200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/accounts/email-change/confirm':      [200, 400,  200, 400,  200, 400,  200, 400,  200, 400,  200, 400,  200, 400],
  'POST /api/support/contact':                    [201, 201,  201, 201,  201, 201,  201, 201,  201, 201,  201, 201,  201, 201],
  'GET /api/timesheets':                          [401, 401,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'GET /api/timesheets/earnings':                 [401, 401,  200, 200,  200, 200,  403, 403,  403, 403,  403, 403,  403, 403],
  'GET /api/timesheets/costs':                    [401, 401,  403, 403,  403, 403,  200, 200,  200, 200,  403, 403,  403, 403],
  'GET /api/shifts/:shiftId/timesheets':          [401, 401,  403, 403,  403, 403,  200, 404,  200, 404,  403, 403,  403, 403],
  'PATCH /api/timesheets/:id':                    [401, 401,  200, 404,  200, 404,  403, 403,  403, 403,  403, 403,  403, 403],
  'POST /api/timesheets/:id/submit':              [401, 401,  200, 404,  200, 404,  403, 403,  403, 403,  403, 403,  403, 403],
  'POST /api/timesheets/:id/approve':             [401, 401,  403, 403,  403, 403,  200, 404,  200, 404,  403, 403,  403, 403],
  'POST /api/timesheets/:id/adjust':              [401, 401,  403, 403,  403, 403,  200, 404,  200, 404,  403, 403,  403, 403],
  'POST /api/shifts/:shiftId/timesheets/approve-all':[401, 401, 403, 403, 403, 403,  200, 404,  200, 404,  403, 403,  403, 403],
  'POST /api/timesheets/approve-all':             [401, 401,  403, 403,  403, 403,  200, 200,  200, 200,  403, 403,  403, 403],
  'POST /api/timesheets/:id/dispute':             [401, 401,  200, 404,  200, 404,  403, 403,  403, 403,  403, 403,  403, 403],
  'GET /api/shifts/:shiftId/check-in-code':      [401, 401,  403, 403,  403, 403,  200, 404,  200, 404,  403, 403,  403, 403],
  'POST /api/applications/:applicationId/check-in':[401, 401, 200, 404,  200, 404,  403, 403,  403, 403,  403, 403,  403, 403],
  'POST /api/applications/:applicationId/check-out':[401, 401, 200, 404, 200, 404,  403, 403,  403, 403,  403, 403,  403, 403],
  'GET /api/shifts/:shiftId/attendance':          [401, 401,  403, 403,  403, 403,  200, 404,  200, 404,  403, 403,  403, 403],
  'POST /api/applications/:applicationId/mark-arrived':[401, 401, 403, 403, 403, 403, 200, 404, 200, 404,  403, 403,  403, 403],
  'POST /api/applications/:applicationId/no-show':[401, 401,  403, 403,  403, 403,  200, 404,  200, 404,  403, 403,  403, 403],
  'POST /api/appeals':                            [401, 401,  201, 404,  201, 404,  403, 403,  403, 403,  403, 403,  403, 403],
  'GET /api/appeals/mine':                        [401, 401,  200, 200,  200, 200,  403, 403,  403, 403,  403, 403,  403, 403],
  'GET /api/reliability/me':                      [401, 401,  200, 200,  200, 200,  200, 200,  200, 200,  403, 403,  403, 403],
  'GET /api/matching/model':                      [401, 401,  403, 403,  403, 403,  200, 200,  200, 200,  403, 403,  403, 403],
  'GET /api/favourites':                          [401, 401,  403, 403,  403, 403,  200, 200,  200, 200,  403, 403,  403, 403],
  'PUT /api/favourites/:workerId':                [401, 401,  403, 403,  403, 403,  200, 404,  200, 404,  403, 403,  403, 403],
  'DELETE /api/favourites/:workerId':             [401, 401,  403, 403,  403, 403,  200, 404,  200, 404,  403, 403,  403, 403],
  'POST /api/shifts/:shiftId/invite-favourites':  [401, 401,  403, 403,  403, 403,  200, 404,  200, 404,  403, 403,  403, 403],
  'GET /api/blocks':                              [401, 401,  200, 200,  200, 200,  200, 200,  200, 200,  403, 403,  403, 403],
  'PUT /api/blocks/:userId':                      [401, 401,  200, 404,  200, 404,  200, 404,  200, 404,  403, 403,  403, 403],
  'DELETE /api/blocks/:userId':                   [401, 401,  200, 404,  200, 404,  200, 404,  200, 404,  403, 403,  403, 403],
  'GET /api/applications/:id/ratings':            [401, 401,  200, 404,  200, 404,  200, 404,  200, 404,  404, 404,  404, 404],
  'POST /api/applications/:id/ratings':           [401, 401,  201, 404,  201, 404,  201, 404,  201, 404,  404, 404,  404, 404],
  'GET /api/ratings/about/:userId':               [401, 401,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/ratings/:id/reply':                  [401, 401,  200, 404,  200, 404,  200, 404,  200, 404,  404, 404,  404, 404],
  'POST /api/ratings/:id/report':                 [401, 401,  201, 404,  201, 404,  201, 404,  201, 404,  404, 404,  404, 404],
  'GET /api/openapi.json':                        [200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/auth/second-factor/enrolment':      [401, 401,  401, 401,  401, 401,  401, 401,  401, 401,  409, 401,  409, 401],
  'POST /api/auth/second-factor/enrolment/confirm':[401, 401, 401, 401,  401, 401,  401, 401,  401, 401,  409, 401,  409, 401],
  'POST /api/auth/second-factor':                 [401, 401,  401, 401,  401, 401,  401, 401,  401, 401,  200, 401,  200, 401],
  'GET /api/ops/queues':                          [401, 401,  403, 403,  403, 403,  403, 403,  403, 403,  200, 200,  200, 200],
  'GET /api/ops/audit':                           [401, 401,  403, 403,  403, 403,  403, 403,  403, 403,  200, 200,  200, 200],
  'GET /api/ops/audit.csv':                       [401, 401,  403, 403,  403, 403,  403, 403,  403, 403,  200, 200,  200, 200],
  'GET /api/ops/metrics':                         [401, 401,  403, 403,  403, 403,  403, 403,  403, 403,  200, 200,  200, 200],
  'GET /api/ops/accounts':                        [401, 401,  403, 403,  403, 403,  403, 403,  403, 403,  200, 200,  200, 200],
  'GET /api/ops/accounts/:userId':                [401, 401,  403, 403,  403, 403,  403, 403,  403, 403,  200, 200,  200, 200],
  'GET /api/ops/accounts/:userId/messages':       [401, 401,  403, 403,  403, 403,  403, 403,  403, 403,  200, 200,  200, 200],
  'POST /api/ops/accounts/:userId/suspend':       [401, 401,  403, 403,  403, 403,  403, 403,  403, 403,  200, 200,  200, 200],
  'POST /api/ops/accounts/:userId/reinstate':     [401, 401,  403, 403,  403, 403,  403, 403,  403, 403,  200, 200,  200, 200],
  'GET /api/vetting/me':                          [401, 401,  200, 200,  200, 200,  403, 403,  403, 403,  403, 403,  403, 403],
  'POST /api/vetting/me/resubmit':                [401, 401,  200, 409,  200, 409,  403, 403,  403, 403,  403, 403,  403, 403],
  'POST /api/email-verification':                 [401, 401,  200, 200,  200, 200,  403, 403,  403, 403,  403, 403,  403, 403],
  'POST /api/email-verification/confirm':         [200, 400,  200, 400,  200, 400,  200, 400,  200, 400,  200, 400,  200, 400],
  'GET /api/accounts/managers/me/vetted-only':    [401, 401,  403, 403,  403, 403,  200, 200,  200, 200,  403, 403,  403, 403],
  'PATCH /api/accounts/managers/me/vetted-only':  [401, 401,  403, 403,  403, 403,  200, 200,  200, 200,  403, 403,  403, 403],
  'GET /api/ops/vetting':                         [401, 401,  403, 403,  403, 403,  403, 403,  403, 403,  200, 200,  200, 200],
  'GET /api/ops/vetting/:userId':                 [401, 401,  403, 403,  403, 403,  403, 403,  403, 403,  200, 200,  200, 200],
  'POST /api/ops/vetting/:userId/decision':       [401, 401,  403, 403,  403, 403,  403, 403,  403, 403,  200, 200,  200, 200],
  'GET /api/ops/queues/:queue':                   [401, 401,  403, 403,  403, 403,  403, 403,  403, 403,  200, 200,  200, 200],
  'POST /api/ops/queues/:queue/:id/decision':     [401, 401,  403, 403,  403, 403,  403, 403,  403, 403,  200, 200,  200, 200],
  'POST /api/suspension-appeals':                 [201, 404,  201, 404,  201, 404,  201, 404,  201, 404,  201, 404,  201, 404],
  'GET /api/billing':                             [401, 401,  403, 403,  403, 403,  200, 200,  200, 200,  403, 403,  403, 403],
  'POST /api/billing/payment-method/setup':       [401, 401,  403, 403,  403, 403,  200, 200,  200, 200,  403, 403,  403, 403],
  'POST /api/billing/payment-method/confirm':     [401, 401,  403, 403,  403, 403,  200, 404,  200, 404,  403, 403,  403, 403],
  'POST /api/webhooks/stripe':                    [200, 400,  200, 400,  200, 400,  200, 400,  200, 400,  200, 400,  200, 400],
  'GET /api/payouts':                             [401, 401,  200, 200,  200, 200,  403, 403,  403, 403,  403, 403,  403, 403],
  'POST /api/payouts/setup':                      [401, 401,  200, 200,  200, 200,  403, 403,  403, 403,  403, 403,  403, 403],
  'POST /api/payouts/refresh':                    [401, 401,  200, 200,  200, 200,  403, 403,  403, 403,  403, 403,  403, 403],
  'GET /api/billing/charges':                     [401, 401,  403, 403,  403, 403,  200, 200,  200, 200,  403, 403,  403, 403],
  'GET /api/billing/charges.csv':                 [401, 401,  403, 403,  403, 403,  200, 200,  200, 200,  403, 403,  403, 403],
  'GET /api/billing/charges/:id/receipt':         [401, 401,  403, 403,  403, 403,  200, 404,  200, 404,  403, 403,  403, 403],
  'GET /api/earnings/statement':                  [401, 401,  200, 200,  200, 200,  403, 403,  403, 403,  403, 403,  403, 403],
  'GET /api/earnings/payouts':                    [401, 401,  200, 200,  200, 200,  403, 403,  403, 403,  403, 403,  403, 403],
};

/** Why a row looks the way it does, where the numbers alone do not say. */
export const NOTES: Record<string, string> = {
  'GET /api/dev/messages/:id/html':
    "development inbox's 'View HTML': loopback only, never in production, as GET /api/dev/messages (tests/api/booking-emails-delivery.test.ts)",
  'GET /api/dev/messages/:id/attachments/:index':
    "development inbox's .ics download: loopback only, never in production, as GET /api/dev/messages",
  'POST /api/dev/messages/reply':
    "development inbox's 'Reply as this number': loopback only, never in production, as GET /api/dev/messages (tests/api/sms-replies-dev-inbox.test.ts)",
  'GET /api/dev/clock':
    'the development clock: loopback only, never registered in production (tests/api/dev-clock.test.ts)',
  'POST /api/dev/clock/move':
    "the development clock's 'Move time': loopback only, never registered in production (tests/api/dev-clock.test.ts)",
  'POST /api/auth/sign-in':
    "own: the actor's own credentials (anonymous: a new account's); other: another account's e-mail, wrong password; staff name the role ops (the staff sign-in page) and get the second factor (user null), not a session",
  'POST /api/accounts/managers':
    "own: a new e-mail; other: another manager's e-mail, which must not be taken over",
  'POST /api/profiles': "own: a new e-mail; other: another talent's e-mail, which must not be taken over",
  'PUT /api/profiles/me':
    "other: changing one's e-mail to another talent's (with the caller's current password)",
  'POST /api/accounts/email-change/confirm':
    "the link's token is the credential; own: a fresh account's open request; other: the other party's spent one",
  'GET /api/avatars/:key':
    'capability URL: 64 random bits in the key; the image is re-encoded and carries no metadata',
  'POST /api/shifts':
    'other: the body also names the other manager as owner (managerId, manager_id); the shift still belongs to the caller',
  'POST /api/shifts/:shiftId/applications': 'any talent may apply to any open shift',
  'GET /api/events': 'other: Last-Event-ID 0, i.e. asking for a replay of the whole event log',
  'POST /api/billing/payment-method/confirm':
    "own: a setup session the caller started and completed; other: the other manager's completed session, which is not the caller's to keep",
  'POST /api/payouts/setup':
    "the caller's own payout account, made on first use; the request names no account, so other is the same call",
  'GET /api/billing/charges':
    "the caller's own charges; the request names no business, so other is the same call (and finds none of the other's)",
  'GET /api/billing/charges/:id/receipt':
    "own: a charge of the party's manager for its talent's approved timesheet; other: the other party's charge (404, ids cannot be probed)",
  'GET /api/earnings/statement':
    "the caller's own payouts and tax summary; other asks for a given year, still the caller's own",
  'POST /api/sms/test':
    "other: texting the other party's phone; test texts go only to the manager's own verified mobile",
  'POST /api/phone-verification':
    "the code goes to the caller's own stored phone; the request names no number",
  'POST /api/phone-verification/confirm':
    "own: the caller's own live code; other: a code texted to the other party's talent, which proves nothing for the caller",
  'POST /api/webhooks/twilio/sms':
    'the Twilio signature is the credential: own = correctly signed, other = signed with a wrong token',
  'POST /api/webhooks/stripe':
    "the payments provider's signature is the credential, whoever posts: own = an event signed with the webhook secret (stored), other = a fresh event without a signature (400, nothing stored)",
  'GET /api/openapi.json': 'the API contract is public, like the routes it describes',
  'GET /api/timesheets':
    "a manager's across their shifts, a worker's own; other: filtering by the other party's shift finds none of theirs",
  'GET /api/shifts/:shiftId/timesheets': "another manager's shift is not found, as its applicants are",
  'POST /api/timesheets/approve-all':
    "only the caller's own submitted timesheets; other: the other manager's stays submitted",
  'POST /api/appeals':
    "own: a no-show of the caller's own booking; other: the other party's, which reads as not found (ids cannot be probed); a manager may appeal only a late cancellation of their business (subjectKind 'cancellation'), so a no-show is 403",
  'GET /api/reliability/me':
    "the caller's own figure and marks; the request names no resource, so 'other' asks the same",
  'GET /api/matching/model':
    "'How matching works': the platform's model (weights, date, sample size), no one's data; names no resource, so 'other' asks the same",
  'GET /api/shifts/:shiftId/attendance': "another manager's shift is not found, as its applicants are",
  'PUT /api/favourites/:workerId':
    "own: the party's talent, who applied to the caller's shift; other: a worker who never applied to the caller (404 alike)",
  'PUT /api/blocks/:userId':
    "manager: own = a fresh applicant of the caller's shift, other = someone else's applicant; talent: own = a fresh business, other = a worker (not a business); 404 alike",
  'DELETE /api/blocks/:userId': "as PUT: only someone the caller could block; the caller's own block only",
  'GET /api/applications/:id/ratings':
    "a fresh booking of the target party completed now; the worker or the shift's manager only, anyone else 404 (ids cannot be probed)",
  'POST /api/applications/:id/ratings':
    "own: rating one's own party's fresh completed booking (the worker rates the business, the manager the worker); other: 404",
  'GET /api/ratings/about/:userId':
    'live ratings are public to signed-in users (the applicant card, the business on a shift)',
  'POST /api/ratings/:id/reply':
    "a live rating about the caller's side of the target party's booking; only the rated party may reply, anyone else 404",
  'POST /api/ratings/:id/report': 'as reply: only the rated party may report a live rating; anyone else 404',
  'POST /api/auth/second-factor':
    "the pending challenge (cookie tb_mfa) of a checked staff password is the credential: own = a staff actor's own challenge and code; every other cell has none (other: a made-up one)",
  'POST /api/auth/second-factor/enrolment': 'as the second factor: staff actors are enrolled already (409)',
  'POST /api/auth/second-factor/enrolment/confirm':
    'as the second factor: staff actors are enrolled already (409)',
  'GET /api/ops/queues': 'the operations console: staff only',
  'GET /api/ops/metrics': "the console's weekly figures, platform-wide counts only: staff only",
  'POST /api/ops/queues/:queue/:id/decision':
    "staff only, 'Mark handled' on a fresh contact message per cell; a refused cell leaves it in the queue",
  'POST /api/ops/accounts/:userId/suspend':
    'staff only, on a fresh account per cell (a staff account is never suspended here: 403); a refused cell suspends nothing',
  'POST /api/ops/accounts/:userId/reinstate':
    'staff only, on a fresh suspended account per cell; a refused cell leaves it suspended',
  'POST /api/suspension-appeals':
    "the signed link of the suspension e-mail is the credential (a suspended account cannot sign in): own = a fresh suspended account's link; other = the link of an earlier suspension of it, void (404)",
  'POST /api/vetting/me/resubmit':
    "the caller's own profile: own = with changes asked for (back in review), other = as it is (409: nothing to resubmit)",
  'POST /api/email-verification/confirm':
    'the link sent to the address is the credential, whoever holds it: own = a fresh link, other = a used one (400)',
  'POST /api/ops/vetting/:userId/decision':
    "staff only, 'Approve' on a fresh profile per cell; a refused cell leaves it in review",
  'GET /api/dev/messages':
    'development inbox: only to loopback clients, never in production. Cells come from 10.77.x.x, so 404; from 127.0.0.1 it answers 200 (tests/api/security-infra.test.ts)',
  'POST /api/auth/reset-password/validate':
    'the reset token is the credential, whoever holds it; other: a token of the other party',
  'POST /api/auth/reset-password':
    'the reset token is the credential; a fresh account per cell; the caller keeps its own session',
};

/** Rows whose bodies are not searched for foreign data, and why. */
export const NO_LEAK_CHECK: Record<string, string> = {
  'GET /api/ops/accounts':
    "staff search every account's name, e-mail and phone on purpose; only staff get a 200",
  'GET /api/ops/accounts/:userId':
    "the console's account page shows the account's contact details on purpose; staff only",
  'GET /api/ops/accounts/:userId/messages':
    "the account page's messages: staff read the addresses and numbers written to, on purpose; only staff get a 200",
  'POST /api/ops/accounts/:userId/suspend':
    'answers the suspended account as the account page shows it; staff only',
  'POST /api/ops/accounts/:userId/reinstate':
    'answers the reinstated account as the account page shows it; staff only',
  'GET /api/ops/audit':
    "staff read every account's audit entries on purpose (e-mails and phones in before/after); only staff get a 200",
  'GET /api/ops/audit.csv': 'the audit log as a file, as GET /api/ops/audit: staff only',
  'GET /api/ops/queues/:queue':
    "a queue's items name the people concerned (appellants, raters, senders) on purpose; staff only",
  'GET /api/ops/vetting': 'the vetting queue lists every profile in review by name on purpose; staff only',
  'GET /api/ops/vetting/:userId':
    "the review page shows the profile's contact details and photo on purpose; staff only",
  'GET /api/dev/messages': 'shows every stored message on purpose (development only)',
  'GET /api/dev/messages/:id/html': 'shows a stored e-mail on purpose (development only)',
  'GET /api/dev/messages/:id/attachments/:index': 'shows a stored attachment on purpose (development only)',
};
