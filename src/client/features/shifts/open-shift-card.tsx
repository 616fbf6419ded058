import { CheckCircle2, Navigation, ShieldCheck } from 'lucide-react';
import { workerBadge } from '../../../shared/domain/application-status';
import { OVERLAP_MESSAGES } from '../../../shared/domain/booking-overlap';
import { formatMilesAway } from '../../../shared/geo/distance';
import type { OpenShiftDto } from '../../../shared/marketplace/types';
import { ShiftCardHeader } from '../../components/shifts/shift-card-header';
import { ShiftFacts, ShiftTexts } from '../../components/shifts/shift-facts';
import { HideBusinessButton } from '../../components/trust/hide-business-button';
import { MatchScore } from '../../components/trust/match-score';
import { RatingSummaryBadge } from '../../components/trust/rating-summary';
import { BusinessReliabilityFigure } from '../../components/trust/reliability-figure';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';

type Props = { shift: OpenShiftDto; applying: boolean; onApply: (shift: OpenShiftDto) => void };

export function OpenShiftCard({ shift, applying, onApply }: Props) {
  const headingId = `shift-${shift.id}-title`;
  const applied = shift.myApplication;
  const overlapId = `shift-${shift.id}-overlap`;
  const vettedId = `shift-${shift.id}-vetted-only`;
  return (
    <Card aria-labelledby={headingId} role="article" className="flex h-full flex-col">
      <ShiftCardHeader headingId={headingId} shift={shift} />
      <CardContent className="flex flex-1 flex-col gap-4">
        <ShiftFacts shift={shift} />
        {/* With a distance filter only (docs/product/shifts.md, "Filters"). */}
        {shift.distanceMiles !== undefined ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <Navigation aria-hidden="true" className="h-4 w-4 text-slate-500" />
            {formatMilesAway(shift.distanceMiles)}
          </p>
        ) : null}
        {shift.match ? <MatchScore match={shift.match} /> : null}
        <RatingSummaryBadge summary={shift.businessRating} who="Business rating" userId={shift.businessId} />
        <BusinessReliabilityFigure reliability={shift.businessReliability} />
        {shift.jobDescription || shift.requirements || shift.parkingInfo ? (
          <details className="rounded-md bg-slate-50 px-3 py-2">
            <summary className="cursor-pointer text-sm font-medium text-brand-800">More details</summary>
            <div className="mt-2">
              <ShiftTexts shift={shift} />
            </div>
          </details>
        ) : null}
        {/* Before 'Apply', not after an accept that would be refused (docs/product/applications.md, "No overlapping
            bookings"). Applying stays open: the other booking may end first. */}
        {shift.bookedElsewhere ? (
          <p id={overlapId} className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <strong className="font-semibold">{OVERLAP_MESSAGES.flag}.</strong> {OVERLAP_MESSAGES.flagHelp}
          </p>
        ) : null}
        {/* Before 'Apply' (docs/product/operations.md, "Vetting"): a worker the business would refuse is told here, not
            after the click. */}
        {shift.vettedOnlyRefusesViewer ? (
          <p id={vettedId} className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            This business only accepts vetted workers, so you can apply once your profile is approved.
          </p>
        ) : shift.vettedOnly ? (
          <p id={vettedId} className="flex items-center gap-1.5 text-sm text-slate-700">
            <ShieldCheck aria-hidden="true" className="h-4 w-4 text-slate-500" />
            Only vetted workers can apply.
          </p>
        ) : null}
        <div className="mt-auto pt-2">
          {applied ? (
            <Button variant="secondary" disabled className="w-full disabled:opacity-100 sm:w-auto">
              <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-emerald-600" />
              {workerBadge(applied.status).buttonLabel}
            </Button>
          ) : (
            <Button
              className="w-full sm:w-auto"
              disabled={applying || shift.vettedOnlyRefusesViewer}
              aria-describedby={[
                headingId,
                shift.bookedElsewhere ? overlapId : '',
                shift.vettedOnly || shift.vettedOnlyRefusesViewer ? vettedId : '',
              ]
                .filter(Boolean)
                .join(' ')}
              onClick={() => onApply(shift)}
            >
              {applying ? 'Applying...' : 'Apply for Shift'}
            </Button>
          )}
          {shift.businessId ? (
            <HideBusinessButton businessId={shift.businessId} businessName={shift.businessName} />
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
