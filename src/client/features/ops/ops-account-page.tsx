// /ops/accounts/:userId (docs/product/operations.md, "Accounts"): one account for staff — profile and suspension,
// recent bookings, reliability, ratings about and by them, every message sent to them (paginated), every staff
// decision about them with who decided, audit entries — with 'Suspend' or
// 'Reinstate' and the reason. Another staff member's earlier decision is shown as the server words it. Lazy-loaded.
import { type FormEvent, type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { SUSPENSION_MESSAGES } from '../../../shared/marketplace/suspension-messages';
import { formatNumericDateTime } from '../../../shared/time-format';
import { ConsoleBackLink, StaffPage } from '../../components/ops/staff-page';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/form-field';
import { LoadMoreButton } from '../../components/ui/load-more-button';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { QueryStates } from '../../components/ui/query-states';
import { isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';
import {
  type AccountMessages,
  type AccountPage,
  useAccountMessages,
  useAccountPage,
  useStaffDecision,
} from './ops-accounts-api';

const when = (iso: string) => formatNumericDateTime(iso);

export default function OpsAccountPage() {
  usePageMeta('Account', 'One TalentBridge account, for the operations team.');
  const { userId = '' } = useParams();
  const page = useAccountPage(userId);
  return (
    <StaffPage>
      <PageContainer className="max-w-4xl space-y-6">
        <ConsoleBackLink to="/ops/accounts">Accounts</ConsoleBackLink>
        <QueryStates
          query={page}
          loadingLabel="Loading the account..."
          errorTitle="The account could not be loaded"
        >
          {page.data ? <Account page={page.data} /> : null}
        </QueryStates>
      </PageContainer>
    </StaffPage>
  );
}

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {empty ? <p className="text-sm text-slate-600">None.</p> : children}
    </section>
  );
}

function Account({ page }: { page: AccountPage }) {
  const { account } = page;
  const figure = page.reliability.side === 'none' ? null : page.reliability.figures.figure;
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <PageHeading>{account.name}</PageHeading>
        {account.suspension ? <Badge tone="red">Suspended</Badge> : <Badge tone="green">Active</Badge>}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">Role</dt>
        <dd>{account.role}</dd>
        {account.companyName ? (
          <>
            <dt className="font-medium">Business</dt>
            <dd>{account.companyName}</dd>
          </>
        ) : null}
        <dt className="font-medium">E-mail</dt>
        <dd className="break-all">{account.email}</dd>
        <dt className="font-medium">Phone</dt>
        <dd>{account.phone ?? '—'}</dd>
        <dt className="font-medium">Card number</dt>
        <dd>{account.cardNumber ?? '—'}</dd>
        <dt className="font-medium">Joined</dt>
        <dd>{when(account.createdAt)}</dd>
        <dt className="font-medium">Reliability</dt>
        <dd>{figure === null ? 'New' : `${Math.round(figure * 100)}%`}</dd>
      </dl>
      {account.suspension ? (
        <p role="status" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          Suspended {when(account.suspension.at)} by {account.suspension.byName ?? 'staff'}:{' '}
          {account.suspension.reason}
        </p>
      ) : null}
      {account.role === 'ops' ? (
        <p className="text-sm text-slate-700">{SUSPENSION_MESSAGES.notStaffTarget}</p>
      ) : (
        <DecisionForm userId={account.id} suspended={account.suspension !== null} />
      )}
      <Section title="Bookings" empty={page.bookings.length === 0}>
        <ul className="text-sm">
          {page.bookings.map((b) => (
            <li key={b.applicationId}>
              {when(b.startsAt)} · {b.positionTitle} · {b.counterpart} ·{' '}
              <span className="font-medium">{b.status}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Ratings about them" empty={page.ratingsAbout.length === 0}>
        <Ratings list={page.ratingsAbout} />
      </Section>
      <Section title="Ratings by them" empty={page.ratingsBy.length === 0}>
        <Ratings list={page.ratingsBy} />
      </Section>
      <Messages
        userId={account.id}
        first={{ messages: page.messages, nextOffset: page.messagesNextOffset }}
      />
      <Section title="Staff decisions" empty={page.decisions.length === 0}>
        <ul className="space-y-1 text-sm">
          {page.decisions.map((d) => (
            <li key={d.id} className="break-words">
              {when(d.at)} · {DECISION_LABELS[d.action] ?? d.action} by{' '}
              <span className="font-medium">{d.actorName ?? 'a former staff member'}</span>
              {d.reason ? ` · ${d.reason}` : ''}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Audit entries" empty={page.audit.length === 0}>
        <ul className="text-sm">
          {page.audit.map((a) => (
            <li key={a.id} className="break-words">
              {when(a.at)} · {a.action} by {a.actorName ?? a.actorRole}
              {a.reason ? ` · ${a.reason}` : ''}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** Staff decisions in words; an action without one shows as recorded. */
const DECISION_LABELS: Record<string, string> = {
  'staff.account_suspended': 'Suspended',
  'staff.account_reinstated': 'Reinstated',
  'staff.vetting_approve': 'Profile approved',
  'staff.vetting_request_changes': 'Changes asked for',
  'staff.vetting_reject': 'Profile rejected',
  'staff.appeal_upheld': 'Appeal upheld',
  'staff.appeal_dismissed': 'Appeal dismissed',
  'staff.flag_cleared': 'Flag cleared',
  'staff.flag_suspended': 'Flag: suspended',
};

/** Every message sent to them, newest first: the outbox's texts and e-mails and the texts sent at once. */
function Messages({ userId, first }: { userId: string; first: AccountMessages }) {
  const pages = useAccountMessages(userId, first);
  const messages = pages.data?.pages.flatMap((p) => p.messages) ?? [];
  return (
    <Section title="Messages sent to them" empty={messages.length === 0}>
      <ul className="space-y-1 text-sm">
        {messages.map((m) => (
          <li key={m.id} className="break-words">
            {when(m.createdAt)} · {m.channel === 'sms' ? 'text' : 'e-mail'} to{' '}
            <span className="break-all">{m.recipient}</span> · {m.subject ?? '(text)'} · {m.status}
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={pages} label="Load older messages" />
    </Section>
  );
}

/** Why a rating is not shown to the other side, if it is not. */
const ratingState = (r: AccountPage['ratingsAbout'][number]) =>
  r.removed ? '(removed by the operations team)' : r.live ? '' : '(hidden until published)';

function Ratings({ list }: { list: AccountPage['ratingsAbout'] }) {
  return (
    <ul className="text-sm">
      {list.map((r) => (
        <li key={r.id}>
          {r.stars} ★ · {when(r.createdAt)} {ratingState(r)}
          {r.comment ? ` · “${r.comment}”` : ''}
        </li>
      ))}
    </ul>
  );
}

function DecisionForm({ userId, suspended }: { userId: string; suspended: boolean }) {
  const action = suspended ? 'reinstate' : 'suspend';
  const decide = useStaffDecision(userId, action);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const label = suspended ? 'Reinstate' : 'Suspend';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setProblem(SUSPENSION_MESSAGES.reasonRequired);
      return;
    }
    setProblem(undefined);
    decide.mutate(reason.trim(), {
      onSuccess: () => {
        setReason('');
        toast.success(suspended ? 'Account reinstated' : 'Account suspended');
      },
      onError: (error) =>
        setProblem(isRefusal(error) ? error.message : 'Something went wrong. Please try again.'),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-label={label}>
      <TextAreaField
        label={`Reason to ${label.toLowerCase()} (the person is told it)`}
        maxLength={500}
        value={reason}
        error={problem}
        onChange={(event) => setReason(event.target.value)}
      />
      <div>
        <Button type="submit" variant={suspended ? 'primary' : 'destructive'} disabled={decide.isPending}>
          {label}
        </Button>
      </div>
    </form>
  );
}
