import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TwilioRequest = { accountSid: string; auth: string; to: string; from: string; body: string };
/** What the fake answers to the n-th request (1-based): success, an HTTP error status, or never. */
export type TwilioBehaviour = (n: number, request: TwilioRequest) => 'ok' | number | 'hang';

/** A local HTTP server speaking the part of Twilio's Messages API we use (POST …/Messages.json). */
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
    requests.push(request);
    const outcome = current(requests.length, request);
    if (outcome === 'hang') {
      hanging.add(res);
      return;
    }
    if (outcome === 'ok') {
      const sid = `SM${randomBytes(16).toString('hex')}`;
      accepted.push({ ...request, sid });
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
