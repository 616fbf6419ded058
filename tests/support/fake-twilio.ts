import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TwilioRequest = {
  accountSid: string;
  auth: string;
  to: string;
  from: string;
  body: string;
  /** The I-Twilio-Idempotency-Token header, if any. */
  idempotencyToken?: string;
};
/**
 * What the fake answers to the n-th request (1-based): success, an HTTP error status, never, or
 * 'accept-then-hang': the message is queued (counted in `accepted`) but the answer never comes.
 */
export type TwilioBehaviour = (
  n: number,
  request: TwilioRequest,
) => 'ok' | number | 'hang' | 'accept-then-hang';

/**
 * A local HTTP server speaking the part of Twilio's Messages API we use (POST …/Messages.json). Like Twilio, a
 * request whose idempotency token was accepted before is answered with that message again, not queued twice.
 */
export async function startFakeTwilio(behaviour: TwilioBehaviour = () => 'ok') {
  const requests: TwilioRequest[] = [];
  const accepted: (TwilioRequest & { sid: string })[] = [];
  const hanging = new Set<ServerResponse>();
  let current = behaviour;
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method !== 'POST' || !match) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: 20404, message: 'Not found' }));
      return;
    }
    const form = new URLSearchParams(raw);
    const request: TwilioRequest = {
      accountSid: decodeURIComponent(match[1]!),
      auth: req.headers.authorization ?? '',
      to: form.get('To') ?? '',
      from: form.get('From') ?? '',
      body: form.get('Body') ?? '',
    };
    const token = req.headers['i-twilio-idempotency-token'];
    if (typeof token === 'string') request.idempotencyToken = token;
    requests.push(request);
    const outcome = current(requests.length, request);
    if (outcome === 'hang') {
      hanging.add(res);
      return;
    }
    const earlier = request.idempotencyToken
      ? accepted.find((m) => m.idempotencyToken === request.idempotencyToken)
      : undefined;
    if (outcome === 'accept-then-hang') {
      if (!earlier) accepted.push({ ...request, sid: `SM${randomBytes(16).toString('hex')}` });
      hanging.add(res);
      return;
    }
    if (outcome === 'ok') {
      const sid = earlier?.sid ?? `SM${randomBytes(16).toString('hex')}`;
      if (!earlier) accepted.push({ ...request, sid });
      res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(
          JSON.stringify({ sid, status: 'queued', to: request.to, from: request.from, body: request.body }),
        );
      return;
    }
    const body =
      outcome >= 500
        ? { code: 20500, message: 'Internal Server Error', status: outcome }
        : { code: 21211, message: "The 'To' number is not a valid phone number.", status: outcome };
    res.writeHead(outcome, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    accepted,
    behave(next: TwilioBehaviour) {
      current = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
