// A reliability figure on a card (the manager's applicant card, the worker's shift cards) with what
// it is made of in words, behind a disclosure that opens on click, Enter or Space, never colour alone
// (docs/product/trust.md, "Reliability").
import { ShieldCheck } from 'lucide-react';
import {
  type BusinessReliability,
  businessReliabilityExplanation,
  reliabilityLabel,
  type WorkerReliability,
  workerReliabilityExplanation,
} from '../../../shared/domain/reliability';
import { RELIABILITY_MESSAGES } from '../../../shared/marketplace/reliability-messages';

function Figure({
  label,
  figure,
  explanation,
}: {
  label: string;
  figure: number | null;
  explanation: string;
}) {
  const value = reliabilityLabel(figure);
  return (
    <details className="text-sm text-slate-700">
      <summary className="inline-flex cursor-pointer items-center gap-1 rounded font-medium focus-visible:outline-2 focus-visible:outline-blue-600">
        <ShieldCheck aria-hidden="true" className="h-4 w-4" />
        {label}: {value}
      </summary>
      <p className="mt-1 text-slate-600">
        {figure === null ? `${RELIABILITY_MESSAGES.newExplanation} ` : ''}
        {explanation}.
      </p>
    </details>
  );
}

export function WorkerReliabilityFigure({ reliability }: { reliability: WorkerReliability }) {
  return (
    <Figure
      label="Reliability"
      figure={reliability.figure}
      explanation={workerReliabilityExplanation(reliability, 'their')}
    />
  );
}

export function BusinessReliabilityFigure({ reliability }: { reliability: BusinessReliability }) {
  return (
    <Figure
      label="Business reliability"
      figure={reliability.figure}
      explanation={businessReliabilityExplanation(reliability)}
    />
  );
}
