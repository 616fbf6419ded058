import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './accounts/routes';
import { applicationRoutes } from './applications/routes';
import { profileRoutes } from './profiles/routes';
import { shiftRoutes } from './shifts/routes';

/** Every feature's routes, mounted under /api. A new feature adds one line here. */
export const featureRoutes: FastifyPluginAsyncZod[] = [
  accountRoutes,
  profileRoutes,
  shiftRoutes,
  applicationRoutes,
];
