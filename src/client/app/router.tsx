import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { prefetchMyApplications } from '../features/worker-dashboard/api/my-applications';
import { RootFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Every page is its own chunk (ARCHITECTURE: split routes, lean initial bundle). */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: RootFallback,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: page(() => import('../features/public/landing-page')) },
      // Accounts and sign-in
      { path: '/talent-auth', lazy: page(() => import('../features/auth/talent-auth-page')) },
      { path: '/retail-manager-auth', lazy: page(() => import('../features/auth/retail-manager-auth-page')) },
      { path: '/auth', lazy: page(() => import('../features/auth/auth-hub-page')) },
      { path: '/manager-login', lazy: page(() => import('../features/auth/manager-login-page')) },
      { path: '/business', lazy: page(() => import('../features/auth/business-signup-page')) },
      {
        path: '/business-dashboard',
        lazy: page(() => import('../features/manager-dashboard/business-dashboard-page')),
      },
      // Talent profile
      { path: '/talent-onboarding', lazy: page(() => import('../features/profiles/talent-onboarding-page')) },
      { path: '/onboarding', lazy: page(() => import('../features/profiles/talent-onboarding-page')) },
      { path: '/profile', lazy: page(() => import('../features/profiles/talent-onboarding-page')) },
      { path: '/talent-profile', lazy: page(() => import('../features/profiles/talent-profile-page')) },
      { path: '/confirm-email', lazy: page(() => import('../features/profiles/confirm-email-page')) },
      // Marketplace
      {
        path: '/shifts',
        // The first page of open shifts (features/shifts/api/open-shifts.ts) is public: index.html's route preload
        // (scripts/vite/route-preload.ts) requests it together with the page's code.
        handle: { preload: ['/api/shifts/open'] },
        lazy: page(() => import('../features/shifts/open-shifts-page')),
      },
      {
        path: '/worker-dashboard',
        loader: () => {
          void prefetchMyApplications();
          return null;
        },
        lazy: page(() => import('../features/worker-dashboard/worker-dashboard-page')),
      },
      // The QR code's check-in link (docs/product/attendance.md, "Check-in code").
      { path: '/check-in/:shiftId', lazy: page(() => import('../features/worker-dashboard/check-in-page')) },
      { path: '/create-shift', lazy: page(() => import('../features/manage-shifts/create-shift-page')) },
      { path: '/manage-shifts', lazy: page(() => import('../features/manage-shifts/manage-shifts-page')) },
      {
        path: '/manager/shifts/:shiftId/edit',
        lazy: page(() => import('../features/manage-shifts/edit-shift-page')),
      },
      {
        path: '/view-applications/:shiftId?',
        lazy: page(() => import('../features/manage-shifts/view-applications-page')),
      },
      // Account recovery
      { path: '/manager/timesheets', lazy: page(() => import('../features/timesheets/timesheets-page')) },
      { path: '/manager/favourites', lazy: page(() => import('../features/favourites/favourites-page')) },
      { path: '/manager/matching', lazy: page(() => import('../features/match-model/match-model-page')) },
      { path: '/billing', lazy: page(() => import('../features/billing/billing-page')) },
      { path: '/billing/receipts/:id', lazy: page(() => import('../features/billing/receipt-page')) },
      { path: '/reliability', lazy: page(() => import('../features/reliability/reliability-page')) },
      { path: '/forgot-password', lazy: page(() => import('../features/recovery/forgot-password-page')) },
      { path: '/reset-password', lazy: page(() => import('../features/recovery/reset-password-page')) },
      // Public information
      { path: '/terms-and-conditions', lazy: page(() => import('../features/public/terms-page')) },
      { path: '/privacy-policy', lazy: page(() => import('../features/public/privacy-page')) },
      { path: '/help-center', lazy: page(() => import('../features/support/help-center-page')) },
      { path: '/worker-resources', lazy: page(() => import('../features/public/worker-resources-page')) },
      { path: '/manager-resources', lazy: page(() => import('../features/public/manager-resources-page')) },
      // Operations console (staff only; docs/product/operations.md)
      { path: '/ops', lazy: page(() => import('../features/ops/ops-console-page')) },
      { path: '/ops/sign-in', lazy: page(() => import('../features/ops/staff-sign-in-page')) },
      { path: '/ops/accounts', lazy: page(() => import('../features/ops/ops-accounts-page')) },
      { path: '/ops/accounts/:userId', lazy: page(() => import('../features/ops/ops-account-page')) },
      { path: '/ops/metrics', lazy: page(() => import('../features/ops-metrics/ops-metrics-page')) },
      { path: '/suspension-appeal', lazy: page(() => import('../features/ops/suspension-appeal-page')) },
      { path: '/ops/vetting', lazy: page(() => import('../features/vetting/ops-vetting-page')) },
      { path: '/ops/queues/:queue', lazy: page(() => import('../features/ops-queues/ops-queue-page')) },
      {
        path: '/ops/vetting/:userId',
        lazy: page(() => import('../features/vetting/ops-vetting-review-page')),
      },
      { path: '/verify-email', lazy: page(() => import('../features/vetting/verify-email-page')) },
      { path: '/dev/inbox', lazy: page(() => import('../features/dev-inbox/dev-inbox-page')) },
      { path: '/dev/clock', lazy: page(() => import('../features/dev-clock/dev-clock-page')) },
      { path: '*', lazy: page(() => import('../features/public/not-found-page')) },
    ],
  },
];

/** Creating the router starts loading the first page's chunk (main.tsx calls this once, at start-up). */
export const createAppRouter = () => createBrowserRouter(routes);
