// A worker's or a business's live-rating average and count, '4.8 (12)', or 'Ready to earn first
// rating!' when there is none yet (docs/product/trust.md, "Ratings").
import { Star } from 'lucide-react';
import { ratingLabel } from '../../../shared/domain/ratings';
import type { RatingSummary } from '../../../shared/schemas/responses/ratings';
import { cn } from '../../lib/cn';
import { RatingsAbout } from './ratings-about';

export function RatingSummaryBadge({
  summary,
  who,
  userId,
  className,
}: {
  summary: RatingSummary;
  /** Whose ratings 'Read reviews' lists; without it, only the summary. */
  userId?: string | null;
  /** Whose rating, for screen readers ('Business rating', 'Worker rating'). */
  who: string;
  className?: string;
}) {
  const none = summary.count === 0 || summary.average === null;
  const spoken = none
    ? `${who}: ${ratingLabel(summary)}`
    : `${who}: ${summary.average!.toFixed(1)} out of 5 from ${summary.count} ${summary.count === 1 ? 'rating' : 'ratings'}`;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <p className="flex items-center gap-1 text-sm text-slate-700">
        <Star
          aria-hidden="true"
          className={cn('h-4 w-4', none ? 'text-slate-400' : 'fill-amber-400 text-amber-500')}
        />
        <span className="sr-only">{spoken}</span>
        <span aria-hidden="true">{ratingLabel(summary)}</span>
      </p>
      {userId && !none ? <RatingsAbout userId={userId} count={summary.count} /> : null}
    </div>
  );
}
