// 'My reliability' (/reliability) for talent and managers (docs/product/trust.md, "Reliability"):
// the figure or 'New', how it is computed with the actual numbers, and every mark with its reason, date, appeal.

import {
  businessReliabilityExplanation,
  reliabilityLabel,
  workerReliabilityExplanation,
} from '../../../shared/domain/reliability';
import { formatShiftDate } from '../../../shared/domain/shift-time';
import { APPEAL_STATUS_LABELS, RELIABILITY_MESSAGES } from '../../../shared/marketplace/reliability-messages';
import type { MyReliabilityDto, ReliabilityMarkDto } from '../../../shared/schemas/responses/reliability';
import { formatNumericDate } from '../../../shared/time-format';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { StateMessage } from '../../components/ui/state-message';
import { useSession } from '../../lib/session';
import { MarkAppeal } from './mark-appeal';
import { useMyReliability } from './reliability-api';

function Summary({ data }: { data: MyReliabilityDto }) {
  const figure = data.worker?.figure ?? data.business?.figure ?? null;
  const formula =
    data.role === 'talent' ? RELIABILITY_MESSAGES.workerFormula : RELIABILITY_MESSAGES.businessFormula;
  const numbers = data.worker
    ? workerReliabilityExplanation(data.worker)
    : data.business
      ? businessReliabilityExplanation(data.business)
      : '';
  return (
    <Card>
      <CardHeader>
        <p className="text-sm text-slate-600">Your reliability</p>
        <p className="text-4xl font-bold text-slate-900" data-testid="reliability-figure">
          {reliabilityLabel(figure)}
        </p>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-slate-700">
        <p>{numbers}.</p>
        {figure === null && <p>{RELIABILITY_MESSAGES.newExplanation}</p>}
        <p className="text-slate-600">{formula}</p>
      </CardContent>
    </Card>
  );
}

function Mark({ mark }: { mark: ReliabilityMarkDto }) {
  return (
    <li className="space-y-2 rounded-md border border-slate-200 p-4">
      <p className="font-medium text-slate-900">{mark.reason}</p>
      <p className="text-sm text-slate-600">
        {mark.shift.positionTitle} at {mark.shift.businessName}, {formatShiftDate(mark.shift.shiftDate)} ·
        recorded {formatNumericDate(mark.at)}
      </p>
      {!mark.counted && !mark.excused && !mark.appeal && (
        <p className="text-sm text-slate-600">{RELIABILITY_MESSAGES.notCounted}</p>
      )}
      {mark.appeal && (
        <p role="status" className="rounded-md bg-slate-100 p-2 text-sm font-medium text-slate-800">
          {APPEAL_STATUS_LABELS[mark.appeal.status]}
        </p>
      )}
      <MarkAppeal mark={mark} />
    </li>
  );
}

export default function ReliabilityPage() {
  usePageMeta(RELIABILITY_MESSAGES.pageTitle, 'Your reliability, how it is computed, and every mark.');
  const { user, isLoading } = useSession();
  const signedIn = user?.userType === 'talent' || user?.userType === 'manager';
  const query = useMyReliability(signedIn);
  return (
    <PageContainer className="space-y-6">
      <PageHeading>{RELIABILITY_MESSAGES.pageTitle}</PageHeading>
      {!isLoading && !signedIn && <StateMessage title="Please sign in to see your reliability." />}
      {query.isPending && signedIn && <Spinner label="Loading your reliability" />}
      {query.isError && <StateMessage kind="error" title={RELIABILITY_MESSAGES.loadError} />}
      {query.data && (
        <>
          <Summary data={query.data} />
          <section aria-labelledby="marks-heading" className="space-y-3">
            <h2 id="marks-heading" className="text-lg font-semibold text-slate-900">
              Marks
            </h2>
            {query.data.marks.length === 0 ? (
              <p className="text-sm text-slate-600">{RELIABILITY_MESSAGES.noMarks}</p>
            ) : (
              <ul className="space-y-3">
                {query.data.marks.map((mark) => (
                  <Mark key={mark.applicationId} mark={mark} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </PageContainer>
  );
}
