import { isUuid } from '../../shared/uuid';

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'LOCKED'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE';

const STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LOCKED: 423,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * The one error type use-cases throw for expected failures. `message` is shown to the user as is
 * (it carries the spec's wording); `title` is the toast title where the spec gives one.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly statusCode: number;
  readonly title?: string;
  readonly field?: string;
  readonly retryAfterSeconds?: number;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { title?: string; field?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.code = code;
    this.statusCode = STATUS[code];
    this.title = options.title;
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);

/**
 * The 404 a use-case answers for a row it cannot find by id. An id that is not a UUID is refused with it at once: it
 * names no row, and Postgres would reject it as a uuid parameter (a 500 instead of the 404).
 */
export function notFoundUnlessUuid(id: string, message: string): AppError {
  const error = new AppError('NOT_FOUND', message);
  if (!isUuid(id)) throw error;
  return error;
}
