import type { FastifyRequest } from 'fastify';
import type { Role } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { SessionUser } from './sessions';

/** The signed-in user or a 401. Guards throw; routes call them first (STYLE: requireUserId). */
export function requireUser(request: FastifyRequest): SessionUser {
  const user = request.sessionUser;
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return user;
}

export function requireRole(request: FastifyRequest, role: Role, message?: string): SessionUser {
  const user = requireUser(request);
  if (user.role !== role)
    throw new AppError(
      'FORBIDDEN',
      message ?? `Only ${role === 'manager' ? 'managers' : 'talent'} can do that.`,
    );
  return user;
}
