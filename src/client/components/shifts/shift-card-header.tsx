import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardHeader } from '../ui/card';

/** A shift card's title (the card is labelled by it), its status badge if any, and the business. */
export function ShiftCardHeader({
  headingId,
  shift,
  level: Heading = 'h2',
  badge,
}: {
  headingId: string;
  shift: { positionTitle: string; businessName: string };
  level?: 'h2' | 'h3';
  badge?: ReactNode;
}) {
  return (
    <CardHeader>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={headingId} className="text-lg font-semibold text-slate-900">
          {shift.positionTitle}
        </Heading>
        {badge}
      </div>
      <p className="flex items-center gap-1.5 text-sm text-slate-700">
        <Building2 aria-hidden="true" className="h-4 w-4 text-slate-500" />
        {shift.businessName}
      </p>
    </CardHeader>
  );
}
