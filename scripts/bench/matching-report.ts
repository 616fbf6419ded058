// Rows of the benchmark report (report.ts): the 'Best match' reads against their targets, and training.
import { BEST_MATCH, BEST_MATCH_NAMES, RANKED_APPLICANTS } from './matching';
import type { TargetResult } from './report';
import { TRAINING_SECONDS, type TrainingResult } from './training';

const f0 = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
/** A held run counts only if it really reached its rate, without errors. */
const reached = (s: { rps: number; non2xx: number; errors: number }, rate: number) =>
  s.rps >= 0.97 * rate && !s.non2xx && !s.errors;

export function matchingTargets(r: TargetResult): string[] {
  const lines: string[] = [];
  const shifts = r.scenarios.find((s) => s.name === BEST_MATCH_NAMES.openShifts);
  if (shifts)
    lines.push(
      `| 'Best match' open shifts, signed-in worker: p99 ≤ ${BEST_MATCH.p99Ms} ms at ${BEST_MATCH.rate} req/s` +
        `${r.target === 'pglite' ? ' (the target is for PostgreSQL)' : ''} | p99 ${f1(shifts.p99)} ms at ${f0(shifts.rps)} req/s | ` +
        `${verdict(shifts.p99 <= BEST_MATCH.p99Ms && reached(shifts, BEST_MATCH.rate))} |`,
    );
  const ranked = r.scenarios.find((s) => s.name === BEST_MATCH_NAMES.applicants);
  if (ranked)
    lines.push(
      `| applicants list, ${RANKED_APPLICANTS.applicants} ranked: p99 ≤ ${RANKED_APPLICANTS.p99Ms} ms ` +
        `(held at ${RANKED_APPLICANTS.rate} req/s) | p99 ${f1(ranked.p99)} ms at ${f0(ranked.rps)} req/s | ` +
        `${verdict(ranked.p99 <= RANKED_APPLICANTS.p99Ms && reached(ranked, RANKED_APPLICANTS.rate))} |`,
    );
  return lines;
}

/** Training on PostgreSQL (scripts/bench/training.ts). */
export function trainingLines(t: TrainingResult): string[] {
  const weights = Object.entries(t.weights)
    .map(([name, w]) => `${name} ${w.toFixed(2)}`)
    .join(', ');
  return [
    '',
    '#### Match model training (PostgreSQL, a database of its own)',
    '',
    '| Target | Figure | Verdict |',
    '| --- | --- | --- |',
    `| training on ${f0(t.outcomes)} outcomes < ${TRAINING_SECONDS} s (count, load in one statement, fit, store) | ` +
      `${f1(t.seconds)} s (load ${f1(t.loadSeconds)} s, fit ${f1(t.fitSeconds)} s, ${t.iterations} Newton steps; ` +
      `${f0(t.positives)} good outcomes) | ${verdict(t.seconds < TRAINING_SECONDS)} |`,
    `| same data → same weights bit for bit | ${t.deterministic ? 'identical' : 'different'} (${weights}) | ${verdict(t.deterministic)} |`,
  ];
}
