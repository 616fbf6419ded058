// The dialogs of a booking's ratings (docs/product/trust.md, "Ratings"), loaded on first use:
// 'Rate this shift' / 'Rate worker' (stars, tags from the rater's list, an optional comment), the one public reply,
// and 'Report' (a reason, for the operations team).
import { type FormEvent, useState } from 'react';
import { RATINGS } from '../../../shared/constants';
import { RATING_TAGS } from '../../../shared/domain/ratings';
import type { BookingRatings } from '../../../shared/schemas/responses/ratings';
import { ApiError, isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';
import { FormDialog } from '../ui/form-dialog';
import { TextAreaField } from '../ui/form-field';
import { useRespondToRating, useSubmitRating } from './ratings-api';

type Props = { open: 'rate' | 'reply' | 'report'; ratings: BookingRatings; onClose: () => void };

const failure = (e: unknown) => (isRefusal(e) ? e.message : 'Something went wrong. Please try again.');

export default function RatingDialogs({ open, ratings, onClose }: Props) {
  if (open === 'rate') return <RateDialog ratings={ratings} onClose={onClose} />;
  return <TextDialog kind={open} ratings={ratings} onClose={onClose} />;
}

function RateDialog({ ratings, onClose }: { ratings: BookingRatings; onClose: () => void }) {
  const submit = useSubmitRating(ratings.applicationId);
  const [stars, setStars] = useState(0);
  const [tags, setTags] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formId = `rate-${ratings.applicationId}`;
  const title = ratings.viewerRole === 'talent' ? 'Rate this shift' : 'Rate worker';

  function send(event: FormEvent) {
    event.preventDefault();
    if (stars === 0) return setErrors({ stars: 'Choose 1 to 5 stars.' });
    submit.mutate(
      { stars, tags, comment: comment === '' ? null : comment },
      {
        onSuccess: (data) => {
          onClose();
          toast.success('Rating saved', {
            description: data.theirs
              ? 'Both ratings are now live.'
              : `It stays hidden until ${ratings.counterpartName} rates too or the 7 days end.`,
          });
        },
        onError: (e) =>
          setErrors(
            e instanceof ApiError && Object.keys(e.fieldErrors).length ? e.fieldErrors : { form: failure(e) },
          ),
      },
    );
  }

  return (
    <FormDialog
      open
      title={title}
      description={`How was it with ${ratings.counterpartName}? Your rating stays hidden until both sides have rated or the 7 days end; then it can no longer be changed.`}
      formId={formId}
      onSubmit={send}
      pending={submit.isPending}
      submitLabel="Submit rating"
      pendingLabel="Sending..."
      onClose={onClose}
      formClassName="flex flex-col gap-4"
    >
      <fieldset aria-describedby={errors.stars ? `${formId}-stars-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">Stars</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name="stars"
                value={n}
                checked={stars === n}
                onChange={() => setStars(n)}
                className="peer sr-only"
              />
              <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
              <span
                aria-hidden="true"
                className={`block rounded px-1 text-3xl leading-none peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${n <= stars ? 'text-amber-500' : 'text-slate-300'}`}
              >
                ★
              </span>
            </label>
          ))}
        </div>
        {errors.stars ? (
          <p id={`${formId}-stars-error`} role="alert" className="text-sm text-red-600">
            {errors.stars}
          </p>
        ) : null}
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Tags (optional)</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {RATING_TAGS[ratings.viewerRole].map((tag) => (
            <label key={tag} className="flex items-center gap-1.5 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={tags.includes(tag)}
                onChange={(e) => setTags(e.target.checked ? [...tags, tag] : tags.filter((x) => x !== tag))}
              />
              {tag}
            </label>
          ))}
        </div>
        {errors.tags ? <p className="text-sm text-red-600">{errors.tags}</p> : null}
      </fieldset>
      <TextAreaField
        label="Comment (optional)"
        maxLength={RATINGS.commentMax}
        value={comment}
        hint={`${comment.length} / ${RATINGS.commentMax} characters`}
        error={errors.comment}
        onChange={(e) => setComment(e.target.value)}
      />
      {errors.form ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.form}
        </p>
      ) : null}
    </FormDialog>
  );
}

const TEXTS = {
  reply: {
    title: 'Reply to this rating',
    description: 'Your reply is public and shown under the rating. You can reply once.',
    label: 'Your reply',
    max: RATINGS.replyMax,
    submit: 'Post reply',
    done: 'Reply posted',
  },
  report: {
    title: 'Report this rating',
    description: 'Tell the operations team why this rating is abusive or untrue. They will review it.',
    label: 'Reason',
    max: RATINGS.reportReasonMax,
    submit: 'Send report',
    done: 'Report sent',
  },
} as const;

function TextDialog({
  kind,
  ratings,
  onClose,
}: {
  kind: 'reply' | 'report';
  ratings: BookingRatings;
  onClose: () => void;
}) {
  const respond = useRespondToRating(ratings.applicationId, kind);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const words = TEXTS[kind];
  const formId = `${kind}-${ratings.applicationId}`;

  function send(event: FormEvent) {
    event.preventDefault();
    if (!text.trim())
      return setProblem(kind === 'reply' ? 'Write a reply.' : 'Say why you report this rating.');
    respond.mutate(
      { ratingId: ratings.theirs!.id, text },
      {
        onSuccess: () => {
          onClose();
          toast.success(words.done);
        },
        onError: (e) => setProblem(failure(e)),
      },
    );
  }

  return (
    <FormDialog
      open
      title={words.title}
      description={words.description}
      formId={formId}
      onSubmit={send}
      pending={respond.isPending}
      submitLabel={words.submit}
      pendingLabel="Sending..."
      onClose={onClose}
    >
      <TextAreaField
        label={words.label}
        required
        maxLength={words.max}
        value={text}
        error={problem}
        onChange={(e) => setText(e.target.value)}
      />
    </FormDialog>
  );
}
