import { ChevronDown, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { MATCHING_MESSAGES as M } from '../../../shared/marketplace/matching-messages';
import { cn } from '../../lib/cn';
import { Badge } from '../ui/badge';

type Match = { score: number; reasons: string[]; newcomer?: boolean };

/**
 * The match score with its reasons behind 'Why this match' (product-next §0.3: every score is shown with what it is
 * made of; docs/decisions/018-match-score.md). The featured newcomer carries 'New'.
 */
export function MatchScore({ match }: { match: Match }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={match.score >= 70 ? 'green' : 'blue'} aria-label={M.scoreLabel(match.score)}>
          <Sparkles aria-hidden="true" className="mr-1 h-3.5 w-3.5" />
          {M.scoreBadge(match.score)}
        </Badge>
        {match.newcomer ? <Badge tone="amber">{M.newBadge}</Badge> : null}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex min-h-8 items-center gap-1 rounded text-sm font-medium text-brand-800 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
        >
          {M.whyThisMatch}
          <ChevronDown
            aria-hidden="true"
            className={cn('h-4 w-4 transition-transform', open && 'rotate-180')}
          />
        </button>
      </div>
      <div id={listId} hidden={!open}>
        {match.reasons.length > 0 ? (
          <ul aria-label={M.whyThisMatch} className="list-disc pl-5 text-sm text-slate-700">
            {match.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{M.noReasons}</p>
        )}
      </div>
    </div>
  );
}
