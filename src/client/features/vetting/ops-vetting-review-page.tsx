// /ops/vetting/:userId (docs/product/operations.md, "Vetting"): one profile with its photo and checklist, and
// 'Approve', 'Ask for changes' (a note) or 'Reject' (a reason). Another staff member's earlier decision is shown
// as the server words it ('Already decided by …').
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { VETTING, VETTING_DECISION_LABELS, type VettingDecision } from '../../../shared/domain/vetting';
import { VETTING_MESSAGES } from '../../../shared/marketplace/vetting-messages';
import type { VettingReviewDto } from '../../../shared/schemas/responses/vetting';
import { ConsoleBackLink, StaffPage } from '../../components/ops/staff-page';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/form-field';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { QueryStates } from '../../components/ui/query-states';
import { useDecideVetting, useVettingReview } from '../../components/vetting/vetting-api';
import { isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';

export default function OpsVettingReviewPage() {
  usePageMeta('Review profile', 'A profile waiting for the operations team.');
  const { userId = '' } = useParams();
  return (
    <StaffPage>
      <Review userId={userId} />
    </StaffPage>
  );
}

function Review({ userId }: { userId: string }) {
  const review = useVettingReview(userId);
  return (
    <PageContainer className="max-w-3xl">
      <ConsoleBackLink to="/ops/vetting">Vetting queue</ConsoleBackLink>
      <QueryStates
        query={review}
        loadingLabel="Loading the profile..."
        errorTitle="The profile could not be loaded"
      >
        {review.data ? <Profile profile={review.data} /> : null}
      </QueryStates>
    </PageContainer>
  );
}

function Profile({ profile }: { profile: VettingReviewDto }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <PageHeading>{profile.name}</PageHeading>
        <Badge tone={profile.status === 'approved' ? 'green' : 'blue'} role="status">
          {profile.label}
        </Badge>
      </div>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row">
        {profile.avatarUrl ? (
          <img src={profile.avatarUrl} alt={profile.name} className="h-32 w-32 rounded-lg object-cover" />
        ) : (
          <p className="flex h-32 w-32 items-center justify-center rounded-lg bg-slate-100 text-sm">
            No photo
          </p>
        )}
        <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">E-mail</dt>
          <dd className="break-all">{profile.email}</dd>
          <dt className="font-medium">Phone</dt>
          <dd>{profile.phone || '—'}</dd>
          <dt className="font-medium">Sector</dt>
          <dd>{profile.sector ?? '—'}</dd>
          <dt className="font-medium">Experience</dt>
          <dd>{profile.years ?? '—'}</dd>
          <dt className="font-medium">Skills</dt>
          <dd>{profile.skills.join(', ') || '—'}</dd>
          <dt className="font-medium">About</dt>
          <dd>{profile.bio ?? '—'}</dd>
        </dl>
      </div>
      <h2 className="mt-6 text-lg font-semibold">Checklist</h2>
      <ul className="mt-2 text-sm">
        {profile.checklist.map((c) => (
          <li key={c.item}>
            {c.done ? '✓' : '✗'} {c.item} <span className="sr-only">{c.done ? '(done)' : '(missing)'}</span>
          </li>
        ))}
      </ul>
      {profile.note ? <p className="mt-3 text-sm">Last note: {profile.note}</p> : null}
      {profile.status === 'in_review' ? (
        <DecisionForm userId={profile.userId} />
      ) : (
        // After a decision (this one, once the profile reloads, or an earlier one).
        <p role="status" className="mt-6 rounded-md bg-slate-100 p-3 font-medium">
          Decided: {profile.label}. <Link to="/ops/vetting">Back to the queue</Link>
        </p>
      )}
    </>
  );
}

function DecisionForm({ userId }: { userId: string }) {
  const decide = useDecideVetting(userId);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  function send(decision: VettingDecision) {
    if (decision !== 'approve' && !note.trim()) {
      setProblem(decision === 'reject' ? VETTING_MESSAGES.reasonRequired : VETTING_MESSAGES.noteRequired);
      return;
    }
    setProblem(undefined);
    decide.mutate(
      { decision, note: note.trim() || undefined },
      {
        onSuccess: () => toast.success(`${VETTING_DECISION_LABELS[decision]}: done`),
        onError: (error) =>
          setProblem(isRefusal(error) ? error.message : 'Something went wrong. Please try again.'),
      },
    );
  }

  return (
    <form className="mt-6 flex flex-col gap-3" noValidate onSubmit={(e: FormEvent) => e.preventDefault()}>
      <TextAreaField
        label="Note or reason (the worker sees it)"
        hint="Required to ask for changes or to reject."
        maxLength={VETTING.noteMaxLength}
        value={note}
        error={problem}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button disabled={decide.isPending} onClick={() => send('approve')}>
          Approve
        </Button>
        <Button variant="secondary" disabled={decide.isPending} onClick={() => send('request_changes')}>
          Ask for changes
        </Button>
        <Button variant="destructive" disabled={decide.isPending} onClick={() => send('reject')}>
          Reject
        </Button>
      </div>
    </form>
  );
}
