import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './accounts/routes';
import { profileRoutes } from './profiles/routes';

/** Every feature's routes, mounted under /api. A new feature adds one line here. */
export const featureRoutes: FastifyPluginAsyncZod[] = [accountRoutes, profileRoutes];
