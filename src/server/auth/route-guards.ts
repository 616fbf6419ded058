import type { FastifyRequest } from 'fastify';
import type { Role } from '../db/schema';
import { AppError } from '../lib/app-error';
import { requireRole } from './guards';
import type { SessionUser } from './sessions';

export type GuardMessages = { unauthenticated?: string; forbidden?: string };

/** requireRole with the screen's own wording for "not signed in" (e.g. 'Please log in to apply for shifts.', docs/product/applications.md). */
export function authorize(request: FastifyRequest, role: Role, messages: GuardMessages = {}): SessionUser {
  if (!request.sessionUser)
    throw new AppError('UNAUTHORIZED', messages.unauthenticated ?? 'Please sign in to continue.');
  return requireRole(request, role, messages.forbidden);
}

/**
 * A preValidation hook: the caller's role is checked before the body is, so a talent posting a shift gets 403
 * whatever they send, and nobody learns the validation rules of a route they may not use.
 */
export function roleHook(role: Role, messages: GuardMessages = {}) {
  return async (request: FastifyRequest) => {
    authorize(request, role, messages);
  };
}
