/** An error answered the way the provider answers it: `{ error: { type, code, message, … } }` with its status. */
export class FakeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      type: 'card_error' | 'invalid_request_error' | 'idempotency_error' | 'api_error';
      message: string;
      code?: string;
      decline_code?: string;
      param?: string;
      payment_intent?: object;
    },
  ) {
    super(body.message);
  }
}

export const invalid = (message: string, code?: string, param?: string) =>
  new FakeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });

export const missing = (object: string, id: string, param = 'id') =>
  new FakeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${object}: '${id}'`,
  });
