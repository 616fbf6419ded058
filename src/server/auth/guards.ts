import type { FastifyRequest } from 'fastify';
import type { Role } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { SessionUser } from './sessions';

/** A screen's own wording for "not signed in" and "not your kind of account" (e.g. docs/product/applications.md). */
export type GuardMessages = { unauthenticated?: string; forbidden?: string };

/** The signed-in user or a 401. Guards are small functions that throw (docs/architecture.md, "Routes"). */
export function requireUser(request: FastifyRequest, messages: GuardMessages = {}): SessionUser {
  const user = request.sessionUser;
  if (!user) throw new AppError('UNAUTHORIZED', messages.unauthenticated ?? 'Please sign in to continue.');
  return user;
}

const ROLE_PLURAL: Record<Role, string> = { talent: 'talent', manager: 'managers', ops: 'operations staff' };

/** The signed-in user of this role: 401 when nobody is signed in, 403 for the other role. */
export function requireRole(request: FastifyRequest, role: Role, messages: GuardMessages = {}): SessionUser {
  const user = requireUser(request, messages);
  if (user.role !== role)
    throw new AppError('FORBIDDEN', messages.forbidden ?? `Only ${ROLE_PLURAL[role]} can do that.`);
  return user;
}
