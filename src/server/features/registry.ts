import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventRoutes } from '../realtime/events-route';
import { emailChangeRoutes } from './accounts/email-change-routes';
import { accountRoutes } from './accounts/routes';
import { appealRoutes } from './appeals/routes';
import { applicationRoutes } from './applications/routes';
import { checkInRoutes } from './attendance/check-in-routes';
import { managerAttendanceRoutes } from './attendance/manager-attendance-routes';
import { billingRoutes } from './billing/routes';
import { devClockRoutes } from './dev-clock/routes';
import { devInboxRoutes } from './dev-inbox/routes';
import { favouriteRoutes } from './favourites/routes';
import { matchModelRoutes } from './matching/match-model-routes';
import { notificationRoutes } from './notifications/routes';
import { opsRoutes } from './ops/routes';
import { opsAccountRoutes } from './ops-accounts/routes';
import { opsMetricsRoutes } from './ops-metrics/routes';
import { opsQueueRoutes } from './ops-queues/routes';
import { payoutRoutes } from './payouts/routes';
import { phoneVerificationRoutes } from './phone-verification/routes';
import { profileRoutes } from './profiles/routes';
import { ratingRoutes } from './ratings/routes';
import { recoveryRoutes } from './recovery/routes';
import { reliabilityRoutes } from './reliability/routes';
import { shiftRoutes } from './shifts/routes';
import { shiftEditRoutes } from './shifts/shift-edit-routes';
import { smsRoutes } from './sms/routes';
import { secondFactorRoutes } from './staff/routes';
import { statementRoutes } from './statements/routes';
import { supportRoutes } from './support/routes';
import { timesheetRoutes } from './timesheets/routes';
import { vettingRoutes } from './vetting/routes';

/** Every feature's routes, mounted under /api. A new feature adds one line here. */
export const featureRoutes: FastifyPluginAsyncZod[] = [
  accountRoutes,
  emailChangeRoutes,
  profileRoutes,
  shiftRoutes,
  shiftEditRoutes,
  applicationRoutes,
  checkInRoutes,
  managerAttendanceRoutes,
  appealRoutes,
  reliabilityRoutes,
  notificationRoutes,
  eventRoutes,
  smsRoutes,
  phoneVerificationRoutes,
  devInboxRoutes,
  devClockRoutes,
  recoveryRoutes,
  supportRoutes,
  timesheetRoutes,
  favouriteRoutes,
  matchModelRoutes,
  ratingRoutes,
  secondFactorRoutes,
  opsRoutes,
  opsQueueRoutes,
  opsMetricsRoutes,
  opsAccountRoutes,
  vettingRoutes,
  billingRoutes,
  payoutRoutes,
  statementRoutes,
];
