import { z } from 'zod';
import { devReplySchema } from '../../../shared/schemas/dev-reply';
import { devInboxSchema, devReplyResultSchema } from '../../../shared/schemas/responses/messaging';
import { AppError, notFound } from '../../lib/app-error';
import { isLoopbackSocket } from '../../lib/http';
import { declareRoutes } from '../../lib/route';
import { devMessageAttachment, devMessageHtml } from './dev-message-parts';
import { listDevMessages } from './list-dev-messages';
import { simulateInboundSms } from './simulate-inbound-sms';

/** A rendered e-mail may show inline styles and images, nothing else; sandboxed, no script, no navigation. */
const DEV_HTML_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; sandbox; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/**
 * `GET /api/dev/messages`: the development inbox. Not signed in on purpose (a developer reads the texts and
 * e-mails of every test account here), and therefore absent in production and closed to every machine but
 * this one (it shows reset links). The socket's own peer is checked, not `request.ip`,
 * which a trusted proxy's X-Forwarded-For could set to 127.0.0.1.
 */
export const devInboxRoutes = declareRoutes(({ ctx, anyone }) => {
  anyone.get('/dev/messages', {
    summary: 'Development inbox (loopback only; 404 in production)',
    response: devInboxSchema,
    handler: async ({ request }) => {
      if (ctx.config.isProduction || !isLoopbackSocket(request)) throw notFound();
      return listDevMessages(ctx);
    },
  });

  // 'Reply as this number': a text from a test account's number through the real inbound handler.
  // It changes data as any number would, so in production it is not even registered (not in the OpenAPI document;
  // any request is the router's 404, before the body is read).
  if (!ctx.config.isProduction)
    anyone.post('/dev/messages/reply', {
      summary: 'Development inbox: reply to a text as its number (loopback only; 404 in production)',
      body: devReplySchema,
      bodyLimit: 8 * 1024,
      response: devReplyResultSchema,
      handler: async ({ request, body }) => {
        if (ctx.config.isProduction || !isLoopbackSocket(request)) throw notFound();
        return simulateInboundSms(ctx, body);
      },
    });

  const messageId = z.object({ id: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER) });
  const notThere = () => new AppError('NOT_FOUND', 'No such message.');

  // 'View HTML': the e-mail as a mail client would render it. The HTML is the app's own rendering, but of
  // user-written names: it is served sandboxed (no script, no form, no same-origin), with only inline styles and
  // images allowed, and never framed by another site.
  anyone.get('/dev/messages/:id/html', {
    summary: "A stored e-mail's HTML part, sandboxed (loopback only; 404 in production)",
    params: messageId,
    response: z.string(),
    handler: async ({ request, reply, params }) => {
      if (ctx.config.isProduction || !isLoopbackSocket(request)) throw notFound();
      const html = await devMessageHtml(ctx, params.id);
      if (html === null) throw notThere();
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', DEV_HTML_CSP)
        .header('x-content-type-options', 'nosniff')
        .send(html);
    },
  });

  // The .ics invite (or any attachment), downloaded as the mail client would save it.
  anyone.get('/dev/messages/:id/attachments/:index', {
    summary: "A stored e-mail's attachment, e.g. its .ics invite (loopback only; 404 in production)",
    params: messageId.extend({ index: z.coerce.number().int().nonnegative().max(20) }),
    response: z.string(),
    handler: async ({ request, reply, params }) => {
      if (ctx.config.isProduction || !isLoopbackSocket(request)) throw notFound();
      const attachment = await devMessageAttachment(ctx, params.id, params.index);
      if (!attachment) throw notThere();
      const filename = attachment.filename.replace(/[^\w.-]/g, '_');
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(attachment.content);
    },
  });
});
