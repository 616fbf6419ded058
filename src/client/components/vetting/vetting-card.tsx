// The worker's profile check on the dashboard (docs/product/operations.md, "Vetting"): the status, the checklist of
// what is done and missing, the staff's note with 'Resubmit for review', or the reason with 'Appeal'.
import { CheckCircle2, Circle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { VETTING_CHECKLIST_ITEMS } from '../../../shared/domain/vetting';
import type { MyVettingDto } from '../../../shared/schemas/responses/vetting';
import { isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';
import { AppealDialog } from '../appeals/appeal-dialog';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import {
  useAppealRejection,
  useMyVetting,
  useResubmitVetting,
  useSendEmailVerification,
  useVettingEvents,
} from './vetting-api';

const TONE = { approved: 'green', in_review: 'blue', changes_requested: 'amber', rejected: 'grey' } as const;

const failed = (error: unknown) =>
  toast.error('That did not work', { description: isRefusal(error) ? error.message : 'Please try again.' });

export function VettingCard({ userId }: { userId: string }) {
  const vetting = useMyVetting();
  useVettingEvents();
  if (vetting.isPending) return <VettingCardLoading />;
  if (!vetting.data) return null;
  const v = vetting.data;
  return (
    <Card className="mt-6" aria-labelledby="vetting-heading">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="vetting-heading">Profile check</CardTitle>
          <Badge tone={TONE[v.status]} role="status" aria-live="polite" data-testid="vetting-status">
            {v.label}
          </Badge>
        </div>
        <CardDescription>
          {v.status === 'approved'
            ? 'Our team checked your profile: businesses see you as vetted.'
            : 'You can browse and apply while our team checks your profile.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Checklist vetting={v} />
        <Decision vetting={v} userId={userId} />
      </CardContent>
    </Card>
  );
}

/**
 * While the check loads, the card holds its place: its heading and a blank line per checklist item, so the earnings
 * and the applications below do not jump down when it arrives (a layout shift of 0.076 on a phone before).
 */
function VettingCardLoading() {
  return (
    <Card className="mt-6" aria-labelledby="vetting-heading" aria-busy="true">
      <CardHeader>
        <CardTitle id="vetting-heading">Profile check</CardTitle>
        <CardDescription>Loading your profile check…</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2" aria-hidden="true">
          {VETTING_CHECKLIST_ITEMS.map((item) => (
            <li key={item} className="h-5 w-48 max-w-full rounded bg-slate-100" />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function Checklist({ vetting }: { vetting: MyVettingDto }) {
  const send = useSendEmailVerification();
  return (
    <ul className="flex flex-col gap-2" aria-label="Profile checklist">
      {vetting.checklist.map(({ item, done }) => (
        <li key={item} className="flex flex-wrap items-center gap-2 text-sm">
          {done ? (
            <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-emerald-600" />
          ) : (
            <Circle aria-hidden="true" className="h-4 w-4 text-slate-400" />
          )}
          <span className={done ? 'text-slate-900' : 'text-slate-600'}>{item}</span>
          <span className="sr-only">{done ? '(done)' : '(missing)'}</span>
          {!done && item === 'E-mail verified' ? (
            <Button
              variant="secondary"
              className="h-8 px-3 text-xs"
              disabled={send.isPending}
              onClick={() =>
                send.mutate(undefined, {
                  // The server's words: sent now, or sent a moment ago and still open (no new e-mail).
                  onSuccess: (result) => (result.sent ? toast.success : toast.info)(result.message),
                  onError: failed,
                })
              }
            >
              Send verification link
            </Button>
          ) : null}
          {!done && (item === 'Photo' || item === 'Profile complete' || item === 'Phone verified') ? (
            <Link className="text-xs font-medium text-brand-700 underline" to="/talent-profile">
              {item === 'Phone verified' ? 'Verify phone' : 'Edit profile'}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Decision({ vetting, userId }: { vetting: MyVettingDto; userId: string }) {
  const resubmit = useResubmitVetting();
  const appeal = useAppealRejection(userId);
  const [appealing, setAppealing] = useState(false);
  if (vetting.status === 'changes_requested')
    return (
      <div className="flex flex-col gap-3 rounded-md bg-amber-50 p-3">
        <p className="text-sm text-amber-950">
          <span className="font-semibold">Our team asks: </span>
          {vetting.note}
        </p>
        <Button
          className="self-start"
          disabled={resubmit.isPending}
          onClick={() => resubmit.mutate(undefined, { onError: failed })}
        >
          Resubmit for review
        </Button>
      </div>
    );
  if (vetting.status !== 'rejected') return null;
  const state = vetting.appeal?.status;
  return (
    <div className="flex flex-col gap-3 rounded-md bg-slate-100 p-3">
      <p className="text-sm text-slate-900">
        <span className="font-semibold">Reason: </span>
        {vetting.note}
      </p>
      {state === 'possible' ? (
        <Button variant="secondary" className="self-start" onClick={() => setAppealing(true)}>
          Appeal
        </Button>
      ) : state === 'open' ? (
        <p role="status" className="text-sm font-medium">
          Appeal sent — the operations team will decide.
        </p>
      ) : null}
      <AppealDialog
        key={String(appealing)}
        id="vetting"
        open={appealing}
        title="Appeal this decision"
        noteLabel="Why should we look again?"
        pending={appeal.isPending}
        send={(note) => appeal.mutateAsync(note)}
        onSent={() => {
          setAppealing(false);
          toast.success('Appeal sent', { description: 'The operations team will decide.' });
        }}
        onClose={() => setAppealing(false)}
      />
    </div>
  );
}
