import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import type { FakeContext } from './fake-context';
import { FakeApiError } from './fake-errors';
import { apiRoutes, controlRoutes, findRoute, pageRoutes } from './fake-routes';
import { createFakeState, type FakeStateSnapshot } from './fake-state';
import { createWebhookSender } from './fake-webhooks';
import { parseForm } from './form-body';

export type PaymentsFakeOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  /**
   * Where signed events are POSTed; without it they are only recorded. A function is read at each event: the app's
   * own route is known only once the app listens, after the fake may have started.
   */
  webhookUrl?: string | (() => string | undefined);
  webhookSecret: string;
  /**
   * A JSON file that keeps the fake's memory across restarts (development: `$DATA_DIR/payments-fake.json`), so a card
   * saved or an account onboarded yesterday is still known to it today. Written after each change, read at start.
   */
  stateFile?: string;
  /** The clock its balance transactions are dated on (the app's injected clock); the real one by default. */
  now?: () => Date;
};

type Stored = { fingerprint: string; status: number; body: string };
type SavedFake = { state: FakeStateSnapshot; replies: [string, Stored][]; effects: [string, number][] };

/**
 * The project's own stateful fake of the payments provider's API (docs/decisions/023-payments-port.md): the official
 * SDK talks to it over real HTTP, so development and tests exercise the real adapter with no account anywhere.
 * Never in production: it would "hold" and "pay" while no money moves.
 */
export async function startPaymentsFake(options: PaymentsFakeOptions) {
  if (process.env.NODE_ENV === 'production')
    throw new Error('The payments fake never runs in production (PAYMENTS_PROVIDER=fake is refused there).');
  const state = createFakeState(options.now);
  const webhooks = createWebhookSender(state, { url: options.webhookUrl, secret: options.webhookSecret });
  const effects = new Map<string, number>();
  const replies = new Map<string, Stored>();
  let origin = '';
  const { stateFile } = options;
  if (stateFile) mkdirSync(dirname(stateFile), { recursive: true });
  if (stateFile && existsSync(stateFile)) {
    const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as SavedFake;
    state.restore(saved.state);
    for (const [k, v] of saved.replies) replies.set(k, v);
    for (const [k, v] of saved.effects) effects.set(k, v);
  }
  /** Written whole to a temporary file and renamed over the old one, so a crash never leaves half a file. */
  const persist = () => {
    if (!stateFile) return;
    const saved: SavedFake = { state: state.snapshot(), replies: [...replies], effects: [...effects] };
    writeFileSync(`${stateFile}.tmp`, JSON.stringify(saved));
    renameSync(`${stateFile}.tmp`, stateFile);
  };

  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method === 'POST') res.on('finish', persist);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const method = req.method ?? 'GET';
    const key = header(req, 'idempotency-key');
    const account = header(req, 'stripe-account');
    const ctx: FakeContext = {
      state,
      // A GET's parameters come in the query string (the balance transactions' list), a POST's in the body.
      params: parseForm(method === 'GET' ? ((req.url ?? '').split('?')[1] ?? '') : raw),
      account,
      origin,
      effect: () => {
        const name = key ?? '(no key)';
        effects.set(name, (effects.get(name) ?? 0) + 1);
      },
      emit: webhooks.emit,
    };

    if (method === 'GET' && path === '/_fake/effects') return json(res, 200, Object.fromEntries(effects));
    const page = findRoute(pageRoutes, method, path);
    if (page) {
      const answer = page.handle(ctx, page.id);
      if (answer.redirect) return res.writeHead(303, { location: answer.redirect }).end();
      return res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' }).end(answer.html);
    }
    const control = findRoute(controlRoutes, method, path);
    if (control) return json(res, ...run(() => control.handle(ctx, control.id)));

    const api = findRoute(apiRoutes, method, path);
    if (!api)
      return json(res, 404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
      });
    if (!/^Bearer sk_(test|live)_\S+$/.test(req.headers.authorization ?? ''))
      return json(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
    if (method !== 'POST' || !key) return json(res, ...run(() => api.handle(ctx, api.id)));

    // The provider's idempotency: a key is scoped to the account it acts on; the same request again is answered
    // with the first answer (and changes nothing); other parameters under the same key are refused.
    const scope = `${account ?? ''}\u0000${key}`;
    const fingerprint = `${method} ${path}\u0000${raw}`;
    const earlier = replies.get(scope);
    if (earlier && earlier.fingerprint !== fingerprint)
      return json(res, 400, {
        error: {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        },
      });
    if (earlier)
      return res
        .writeHead(earlier.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' })
        .end(earlier.body);
    const [status, body] = run(() => api.handle(ctx, api.id));
    if (status < 500) replies.set(scope, { fingerprint, status, body: JSON.stringify(body) });
    return json(res, status, body);
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    /** Changes of state per idempotency key, as `GET /_fake/effects` answers. */
    effects: () => Object.fromEntries(effects) as Record<string, number>,
    /** Every event signed so far, with its delivery's HTTP status. */
    events: webhooks.sent,
    webhooksSettled: webhooks.settled,
    async close() {
      await webhooks.settled();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type PaymentsFake = Awaited<ReturnType<typeof startPaymentsFake>>;

function run(call: () => object): [number, object] {
  try {
    return [200, call()];
  } catch (error) {
    if (error instanceof FakeApiError) return [error.status, { error: error.body }];
    return [500, { error: { type: 'api_error', message: `The fake failed: ${(error as Error).message}` } }];
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function json(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
