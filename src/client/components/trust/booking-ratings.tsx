// A completed booking's ratings on the worker's card and the manager's approved timesheet
// (docs/product/trust.md, "Ratings"): 'Rate this shift' / 'Rate worker' while the 7-day window is open; then 'You
// rated 5 ★ — visible when <other side> rates too or on <date>'; once live, both ratings, the reply and 'Report'.
import { Flag, MessageSquareReply, Star } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { RATING_MESSAGES } from '../../../shared/domain/ratings';
import type { RatingDto } from '../../../shared/schemas/responses/ratings';
import { formatWeekdayMonthDay } from '../../../shared/time-format';
import { Button } from '../ui/button';
import { useBookingRatings } from './ratings-api';

// The dialogs (and Radix with them) load the first time one opens.
const RatingDialogs = lazy(() => import('./rating-dialogs'));
type Open = 'rate' | 'reply' | 'report' | null;

const day = (iso: string) => formatWeekdayMonthDay(iso);

export function BookingRatingsPanel({ applicationId }: { applicationId: string }) {
  const query = useBookingRatings(applicationId);
  const [open, setOpen] = useState<Open>(null);
  if (query.isPending) return <p className="text-sm text-slate-500">Loading ratings...</p>;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        Could not load the ratings.{' '}
        <button type="button" className="underline" onClick={() => void query.refetch()}>
          Try again
        </button>
      </p>
    );
  const r = query.data;
  const rateLabel = r.viewerRole === 'talent' ? 'Rate this shift' : 'Rate worker';
  const ended = !r.canRate && !r.mine;
  return (
    <section
      aria-label="Ratings"
      className="flex flex-col gap-2 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <h4 className="text-sm font-semibold text-slate-900">Ratings</h4>
      {r.canRate ? (
        <div>
          <Button size="sm" onClick={() => setOpen('rate')}>
            <Star aria-hidden="true" className="h-4 w-4" />
            {rateLabel}
          </Button>
          {r.windowEndsAt ? (
            <p className="mt-1 text-xs text-slate-600">
              You can rate until {day(r.windowEndsAt)}. Ratings stay hidden until both sides have rated.
            </p>
          ) : null}
        </div>
      ) : null}
      {r.mine && !r.mine.publishedAt ? (
        <p className="text-sm text-slate-800">
          You rated {r.mine.stars} ★ — visible when {r.counterpartName} rates too or on{' '}
          {r.windowEndsAt ? day(r.windowEndsAt) : 'the end of the window'}
        </p>
      ) : null}
      {r.mine?.publishedAt ? (
        <RatingView title="Your rating" rating={r.mine} replyBy={r.counterpartName} />
      ) : null}
      {r.theirs ? (
        <>
          <RatingView title={`${r.counterpartName}'s rating of you`} rating={r.theirs} replyBy="You" />
          <div className="flex flex-wrap gap-2">
            {r.theirs.reply === null ? (
              <Button size="sm" variant="secondary" onClick={() => setOpen('reply')}>
                <MessageSquareReply aria-hidden="true" className="h-4 w-4" />
                Reply
              </Button>
            ) : null}
            {r.reported ? (
              <p className="text-xs text-slate-600">Reported: the operations team will review it.</p>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => setOpen('report')}>
                <Flag aria-hidden="true" className="h-4 w-4" />
                Report
              </Button>
            )}
          </div>
        </>
      ) : null}
      {ended && !r.theirs && r.completedAt ? (
        <p className="text-sm text-slate-600">{RATING_MESSAGES.windowEnded}</p>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <RatingDialogs open={open} ratings={r} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** One live rating: stars, tags, the comment as text (HTML in it is shown, never run) and the reply. */
export function RatingView({
  title,
  rating,
  replyBy,
}: {
  title: string;
  rating: RatingDto;
  replyBy: string;
}) {
  return (
    <figure className="flex flex-col gap-1 rounded-md bg-white p-2 ring-1 ring-slate-200">
      <figcaption className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        {title}
      </figcaption>
      <p className="text-sm text-slate-900">
        <span className="sr-only">{`${rating.stars} out of 5 stars`}</span>
        <span aria-hidden="true" className="text-amber-600">
          {'★'.repeat(rating.stars) + '☆'.repeat(5 - rating.stars)}
        </span>
      </p>
      {rating.tags.length ? <p className="text-xs text-slate-700">{rating.tags.join(' · ')}</p> : null}
      {rating.comment ? (
        <blockquote className="whitespace-pre-wrap text-sm text-slate-800 [overflow-wrap:anywhere]">
          {rating.comment}
        </blockquote>
      ) : null}
      {rating.reply ? (
        <p className="whitespace-pre-wrap border-l-2 border-slate-300 pl-2 text-sm text-slate-700 [overflow-wrap:anywhere]">
          <span className="font-medium">{replyBy} replied: </span>
          {rating.reply}
        </p>
      ) : null}
    </figure>
  );
}
