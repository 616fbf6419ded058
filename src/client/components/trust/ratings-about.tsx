// 'Read reviews' under a rating summary (docs/product/trust.md, "Ratings"): the live ratings about
// a worker (the manager viewing an applicant) or a business (the worker viewing a shift) with their replies, loaded
// when opened, 20 at a time.
import { useState } from 'react';
import { LoadMoreButton } from '../ui/load-more-button';
import { RatingView } from './booking-ratings';
import { useRatingsAbout } from './ratings-api';

export function RatingsAbout({ userId, count }: { userId: string; count: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-brand-800">Read reviews ({count})</summary>
      {open ? <ReviewList userId={userId} /> : null}
    </details>
  );
}

function ReviewList({ userId }: { userId: string }) {
  const list = useRatingsAbout(userId, true);
  const ratings = list.data?.pages.flatMap((page) => page.ratings) ?? [];
  return (
    <div className="mt-2 flex flex-col gap-2">
      {list.isPending ? <p className="text-slate-500">Loading reviews...</p> : null}
      {list.isError ? (
        <p role="alert" className="text-red-700">
          Could not load the reviews.
        </p>
      ) : null}
      {ratings.map((rating) => (
        <RatingView key={rating.id} title={rating.shiftTitle} rating={rating} replyBy="They" />
      ))}
      <LoadMoreButton pages={list} label="More reviews" />
    </div>
  );
}
