// The money benchmark's figures (scripts/bench/money.ts) as Markdown, written into docs/quality.md between its own
// markers, so a run of the money scenario alone (BENCH_ONLY=money) records its figures without the rest of the bench.
import { writeQualityBlock } from '../quality-doc';
import { MONEY_P99_MS, type MoneyResult } from './money';

const f0 = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');
const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

/** The failed approvals by status, e.g. "; failed: 409 × 12, no answer × 3". */
const failures = (by: Record<string, number>) => {
  const parts = Object.entries(by).map(([status, n]) => `${status} × ${n}`);
  return parts.length === 0 ? '' : `; failed: ${parts.join(', ')}`;
};

export function moneyMarkdown(r: MoneyResult, machine: string): string {
  const d = r.arrivalMs;
  const a = r.approvals;
  const full = r.rate >= 50 && r.seconds >= 60;
  return [
    `Run: ${new Date().toISOString()} · ${f0(r.rate)} approvals/s for ${r.seconds} s on 2 app instances over one ` +
      `PostgreSQL database, against the payments fake; 1-minute load average ${f2(r.loadAverage.before)} before, ` +
      `${f2(r.loadAverage.after)} after${full ? '' : ' · **a short run: the target is 50/s for 60 s**'}`,
    `Machine: ${machine}. Prepared first (not timed): ${f0(r.parties.managers)} businesses with the test card saved, ` +
      `${f0(r.parties.workers)} workers with payouts ready, ${f0(a.sent)} worked timesheets, in ${f0(r.seedSeconds)} s.`,
    '',
    '| Target | Figure | Verdict |',
    '| --- | --- | --- |',
    `| approvals answered | ${f0(a.ok)} of ${f0(a.sent)} (${a.perInstance.map(f0).join(' + ')} per instance), ` +
      `${f0(a.rps)}/s, response p99 ${f0(a.p99Ms)} ms${failures(a.failedBy)} | ${verdict(a.failed === 0)} |`,
    `| p99 approval → 'Arrived' ≤ ${f0(MONEY_P99_MS / 1000)} s | p50 ${f0(d.p50)} ms, p95 ${f0(d.p95)} ms, ` +
      `p99 ${f0(d.p99)} ms, max ${f0(d.max)} ms | ${verdict(d.p99 <= MONEY_P99_MS && r.arrived > 0)} |`,
    `| 0 double charges, 0 double payouts (the fake's effects per idempotency key) | ${f0(r.chargedOnce)} charged ` +
      `once and ${f0(r.paidOnce)} paid out once; ${f0(r.doubleCharges)} double charges, ${f0(r.doublePayouts)} double ` +
      `payouts, ${f0(r.keysAppliedTwice)} keys applied twice | ` +
      `${verdict(r.doubleCharges === 0 && r.doublePayouts === 0 && r.keysAppliedTwice === 0 && r.chargedOnce > 0)} |`,
    `| 0 lost (approved, never 'Arrived') | ${f0(r.lost)} of ${f0(a.ok)} | ${verdict(r.lost === 0 && a.ok > 0)} |`,
  ].join('\n');
}

export function writeMoneyIntoQualityDoc(markdown: string) {
  writeQualityBlock('bench-money', 'Money benchmark results (written by `npm run bench`)', markdown);
}
