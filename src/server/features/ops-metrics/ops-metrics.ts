import { isoWeekLabel, isoWeekStart } from '../../../shared/domain/iso-week';
import type { MetricsQuery } from '../../../shared/schemas/ops-metrics';
import type { MetricsWeek, OpsMetrics } from '../../../shared/schemas/responses/ops-metrics';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { reconciliationMetrics } from './reconciliation-metrics';
import { cancellationsSql, messagesSql, offersSql, shiftsSql } from './weekly-sql';

const DAY = 86_400_000;
type Row = Record<string, unknown>;

const n = (row: Row | undefined, key: string) => Number(row?.[key] ?? 0);
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const byWeek = (rows: Row[]) => new Map(rows.map((row) => [String(row.week), row]));

/**
 * The console's weekly figures for the last `weeks` ISO weeks in UTC, the current one included (docs/product/
 * operations.md, "Metrics"): four aggregate queries, each grouped by week, then zero-filled.
 */
export async function opsMetrics(ctx: AppContext, { weeks }: MetricsQuery): Promise<OpsMetrics> {
  const now = ctx.now();
  const first = isoWeekStart(now).getTime() - (weeks - 1) * 7 * DAY;
  const since = new Date(first).toISOString();
  const at = now.toISOString();
  const [shifts, cancellations, offers, messages] = await Promise.all(
    [shiftsSql, cancellationsSql, offersSql, messagesSql].map(async (query) =>
      rowsOf(await ctx.db.execute(query(since, at))),
    ),
  );
  const shiftWeeks = byWeek(shifts);
  const cancelWeeks = byWeek(cancellations);
  const offerWeeks = byWeek(offers);
  const channel = (week: string, name: string) => {
    const row = messages.find((m) => String(m.week) === week && m.channel === name);
    return { sent: n(row, 'sent'), failed: n(row, 'failed') };
  };
  const rows: MetricsWeek[] = [];
  for (let i = 0; i < weeks; i++) {
    const monday = new Date(first + i * 7 * DAY);
    const week = monday.toISOString().slice(0, 10);
    const s = shiftWeeks.get(week);
    const c = cancelWeeks.get(week);
    const o = offerWeeks.get(week);
    const median = s?.median_seconds == null ? null : Math.round(Number(s.median_seconds) / 60);
    rows.push({
      weekStart: week,
      isoWeek: isoWeekLabel(monday),
      shiftsStarted: n(s, 'started'),
      shiftsFilled: n(s, 'filled'),
      fillRate: ratio(n(s, 'filled'), n(s, 'started')),
      medianMinutesToFill: median,
      bookingsStarted: n(s, 'bookings'),
      noShows: n(s, 'no_shows'),
      noShowRate: ratio(n(s, 'no_shows'), n(s, 'bookings')),
      workerLateCancellations: n(c, 'worker_late'),
      workerVeryLateCancellations: n(c, 'worker_very_late'),
      businessLateCancellations: n(c, 'business_late'),
      offersSent: n(o, 'sent'),
      offersAccepted: n(o, 'accepted'),
      offersExpired: n(o, 'expired'),
      sms: channel(week, 'sms'),
      email: channel(week, 'email'),
    });
  }
  return { timeZone: 'UTC', generatedAt: at, weeks: rows, reconciliation: await reconciliationMetrics(ctx) };
}
