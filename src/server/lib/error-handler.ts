import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from './app-error';
import { errorChain, isLostRace } from './error-chain';
import { errorBody } from './http';

const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown (pg_terminate_backend)
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '53300', // too_many_connections
]);

/**
 * node-postgres' messages when a connection dies: mid-query ("Connection terminated unexpectedly"), and on the
 * ROLLBACK Drizzle then sends on the dead client (that error replaces the first one).
 */
const CONNECTION_LOST =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|terminating connection due to administrator command/i;

/** What the caller is told when PostgreSQL aborted their change for another one ("Bad input and races"). */
export const LOST_RACE_MESSAGE =
  'This changed at the same moment somewhere else. Reload to see where it stands.';

function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some(
    ({ code, message }) =>
      (typeof code === 'string' && DB_DOWN_CODES.has(code)) ||
      (typeof message === 'string' && CONNECTION_LOST.test(message)),
  );
}

/** Maps every failure to a clear JSON answer; a 500 never leaks internals (STYLE: Documenso AppError). */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const v of error.validation) {
        const issuePath = (v.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
        const path =
          v.instancePath.replace(/^\//, '').replace(/\//g, '.') || issuePath?.map(String).join('.') || '';
        if (path && !fieldErrors[path]) fieldErrors[path] = v.message ?? 'Invalid value';
      }
      const first = error.validation[0]?.message || 'Invalid input';
      return reply.status(400).send(errorBody('BAD_REQUEST', first, { fieldErrors }));
    }
    if (error instanceof ZodError) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.issues) {
        const path = issue.path.join('.');
        if (path && !fieldErrors[path]) fieldErrors[path] = issue.message;
      }
      return reply
        .status(400)
        .send(errorBody('BAD_REQUEST', error.issues[0]?.message ?? 'Invalid input', { fieldErrors }));
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(
        errorBody(error.code, error.message, {
          title: error.title,
          fieldErrors: error.field ? { [error.field]: error.message } : undefined,
        }),
      );
    }
    if (isLostRace(error)) {
      request.log.warn({ err: error }, 'lost a race with another change');
      return reply.status(409).send(errorBody('CONFLICT', LOST_RACE_MESSAGE));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply
        .status(503)
        .send(
          errorBody(
            'SERVICE_UNAVAILABLE',
            'The service is temporarily unavailable. Please try again shortly.',
          ),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? 'The request is too large.'
          : status === 415
            ? 'Unsupported content type.'
            : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'The request body is not valid JSON.'
              : status === 429
                ? 'Too many requests. Please try again later.'
                : 'Invalid request.';
      return reply
        .status(status)
        .send(errorBody(status === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST', message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong. Please try again.'));
  });
}
