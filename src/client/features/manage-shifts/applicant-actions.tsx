import { UserMinus, UserX } from 'lucide-react';
import { useState } from 'react';
import { applicationTransition, type TransitionShift } from '../../../shared/domain/state-machine';
import {
  businessCancellation,
  businessConsequenceText,
  CANCELLATION_MESSAGES,
} from '../../../shared/marketplace/cancellation-messages';
import type { ApplicantDto } from '../../../shared/marketplace/types';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useNow } from '../../lib/use-now';
import { useApplicantAction } from './api/cancellations';

type Shift = TransitionShift & {
  startsAt: string;
  endsAt: string;
  breakMinutes: number;
  hourlyRateCents: number;
};

const failed = (error: unknown) =>
  toast.error('Something went wrong', { description: isRefusal(error) ? error.message : undefined });

/** What removing this booked worker costs now (the §3 table, cancellation-messages.ts). */
export function removeConsequence(shift: Shift, now: Date): string {
  return businessConsequenceText(businessCancellation(shift, now).owedCents, 1, 'remove');
}

/**
 * 'Not this time' on an applicant still waiting, and 'Remove from shift' on a booked one, each asking first
 * (docs/product/applications.md, "Cancellations"), shown exactly when the state machine allows them now.
 */
export function ApplicantActions({ application, shift }: { application: ApplicantDto; shift: Shift }) {
  const now = useNow();
  const action = useApplicantAction();
  // 'Not this time' and 'Remove from shift' both ask first: neither can be undone.
  const [asking, setAsking] = useState<'pass' | 'remove' | null>(null);
  const context = { actor: 'manager' as const, now, shift };
  const canPass = applicationTransition(application.status, 'rejected', context).ok;
  const canRemove = applicationTransition(application.status, 'cancelled', context).ok;
  const name = application.worker.name;
  /** 'Not this time' or 'Remove from shift', its toast on success and the refusal's otherwise. */
  const run = (kind: 'pass' | 'remove', done: string, after?: () => void) =>
    action.mutate(
      { applicationId: application.id, action: kind },
      {
        onSuccess: () => {
          after?.();
          toast.success(done);
        },
        onError: failed,
      },
    );
  const question =
    asking === 'pass'
      ? {
          kind: 'pass' as const,
          title: CANCELLATION_MESSAGES.passTitle(name),
          description: CANCELLATION_MESSAGES.passConsequence(name),
          keep: CANCELLATION_MESSAGES.keepApplicant,
          go: CANCELLATION_MESSAGES.pass,
          pending: 'Sending...',
          done: CANCELLATION_MESSAGES.passed,
        }
      : {
          kind: 'remove' as const,
          title: `Remove ${name} from this shift?`,
          description: `${removeConsequence(shift, now)} ${name} will be told, and the place opens again.`,
          keep: CANCELLATION_MESSAGES.keep,
          go: CANCELLATION_MESSAGES.remove,
          pending: 'Removing...',
          done: CANCELLATION_MESSAGES.removed,
        };
  return (
    <>
      {canPass ? (
        <Button variant="secondary" onClick={() => setAsking('pass')}>
          <UserX aria-hidden="true" className="h-4 w-4" />
          {CANCELLATION_MESSAGES.pass}
        </Button>
      ) : null}
      {canRemove ? (
        <Button variant="secondary" onClick={() => setAsking('remove')}>
          <UserMinus aria-hidden="true" className="h-4 w-4" />
          {CANCELLATION_MESSAGES.remove}
        </Button>
      ) : null}
      <Dialog
        open={asking !== null}
        onOpenChange={(open) => !open && !action.isPending && setAsking(null)}
        title={question.title}
        description={question.description}
        footer={
          <>
            <Button variant="secondary" disabled={action.isPending} onClick={() => setAsking(null)}>
              {question.keep}
            </Button>
            <Button
              variant="destructive"
              disabled={action.isPending}
              onClick={() => run(question.kind, question.done, () => setAsking(null))}
            >
              {action.isPending ? question.pending : question.go}
            </Button>
          </>
        }
      />
    </>
  );
}
