import type { ApiErrorBody } from '../../shared/api-types';

/** An API failure with the server's user-facing message (already in the spec's wording). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title?: string;
  readonly fieldErrors: Record<string, string>;
  constructor(status: number, body: Partial<ApiErrorBody['error']>) {
    super(body.message ?? 'Something went wrong. Please try again.');
    this.status = status;
    this.code = body.code ?? 'UNKNOWN';
    this.title = body.title;
    this.fieldErrors = body.fieldErrors ?? {};
  }
}

/**
 * A refusal the server explained (4xx): its message is meant for the user and may be shown as it is. A network
 * failure (status 0) or a server fault (5xx) carries no such message; callers show their own wording instead.
 */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

type Options = { method?: string; body?: unknown; signal?: AbortSignal };

/** JSON fetch against our own API; the session rides in the HttpOnly cookie. */
export async function api<T>(path: string, { method = 'GET', body, signal }: Options = {}): Promise<T> {
  const isForm = body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      signal,
      credentials: 'same-origin',
      headers: body !== undefined && !isForm ? { 'content-type': 'application/json' } : undefined,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, {
      code: 'NETWORK',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  }
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (!res.ok) {
    if (res.status === 401 && !path.startsWith('/auth/')) notifyUnauthorized();
    throw new ApiError(res.status, (data as ApiErrorBody | undefined)?.error ?? {});
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const unauthorizedListeners = new Set<() => void>();
/** Lets the session layer react when any call finds the session gone. */
export function onUnauthorized(listener: () => void) {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}
function notifyUnauthorized() {
  for (const l of unauthorizedListeners) l();
}
