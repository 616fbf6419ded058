import { Mail, MessageSquare } from 'lucide-react';
import { DEV_INBOUND_SUBJECT, type DevMessageDto } from '../../../shared/dev-inbox';
import { formatNumericDateTime } from '../../../shared/time-format';
import { Badge } from '../../components/ui/badge';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { StateMessage } from '../../components/ui/state-message';
import { useDevMessages } from './api/list-dev-messages';
import { ReplyAsNumber } from './reply-as-number';

/**
 * docs/product/messaging.md ("Development inbox"): with no SMS or e-mail provider configured, messages are stored instead of sent and
 * shown here, newest first. The API answers 404 in production, so this page shows nothing there.
 */
export default function DevInboxPage() {
  usePageMeta('Development inbox');
  const query = useDevMessages();
  const messages = query.data?.messages ?? [];

  return (
    <PageContainer className="max-w-3xl">
      <PageHeading>Development inbox</PageHeading>
      <p className="mt-2 text-slate-700">
        Texts and e-mails the app would have sent. They are stored here because no SMS or e-mail provider is
        configured. Refreshes every few seconds.
      </p>
      <div className="mt-6">
        {query.isPending ? (
          <Spinner label="Loading messages..." />
        ) : query.isError ? (
          <StateMessage kind="error" title="The development inbox is not available">
            It exists only outside production.
          </StateMessage>
        ) : messages.length === 0 ? (
          <StateMessage title="No messages yet" />
        ) : (
          <ol className="flex flex-col gap-4" aria-label="Messages, newest first">
            {messages.map((m) => (
              <li key={m.id}>
                <DevMessage message={m} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </PageContainer>
  );
}

/** A message field the browser tests read by its test id. */
function Field({ testId, className, value }: { testId: string; className: string; value: string }) {
  return (
    <span data-testid={testId} className={`${className} text-slate-900`}>
      {value}
    </span>
  );
}

function DevMessage({ message: m }: { message: DevMessageDto }) {
  const Icon = m.channel === 'sms' ? MessageSquare : Mail;
  // A text sent with 'Reply as this number': from that number, not to it.
  const inbound = m.channel === 'sms' && m.subject === DEV_INBOUND_SUBJECT;
  return (
    <article
      data-testid="dev-message"
      data-channel={m.channel}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={m.channel === 'sms' ? 'green' : 'blue'}>
          <Icon aria-hidden="true" className="mr-1 h-3.5 w-3.5" />
          {m.channel === 'sms' ? (inbound ? 'SMS reply' : 'SMS') : 'Email'}
        </Badge>
        <span className="text-slate-700">
          {inbound ? 'From: ' : 'To: '}
          <Field testId="dev-message-recipient" className="font-medium" value={m.recipient} />
        </span>
        <time dateTime={m.createdAt} className="ml-auto text-xs text-slate-500">
          {formatNumericDateTime(m.createdAt)}
        </time>
      </header>
      {m.subject && !inbound ? (
        <p className="mt-2 text-sm text-slate-700">
          Subject: <Field testId="dev-message-subject" className="font-semibold" value={m.subject} />
        </p>
      ) : null}
      <pre
        data-testid="dev-message-body"
        className="mt-2 whitespace-pre-wrap break-words font-sans text-sm text-slate-800"
      >
        {m.body}
      </pre>
      {m.hasHtml || m.attachments.length > 0 ? (
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {m.hasHtml ? (
            // The stored HTML, served sandboxed with a restrictive CSP (docs/product/messaging.md).
            <a
              href={`/api/dev/messages/${m.id}/html`}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline hover:text-brand-800"
            >
              View HTML<span className="sr-only"> of this e-mail (opens in a new tab)</span>
            </a>
          ) : null}
          {m.attachments.map((a, index) => (
            <a
              key={a.filename}
              href={`/api/dev/messages/${m.id}/attachments/${index}`}
              download={a.filename}
              className="font-medium text-brand-700 underline hover:text-brand-800"
            >
              Download {a.filename}
            </a>
          ))}
        </p>
      ) : null}
      {m.channel === 'sms' && !inbound ? <ReplyAsNumber phone={m.recipient} /> : null}
    </article>
  );
}
