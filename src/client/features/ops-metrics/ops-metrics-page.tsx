// /ops/metrics (docs/product/operations.md, "Metrics"): the last 12 ISO weeks (UTC) of fill rate, time to fill,
// no-shows, late cancellations, offers and messages, as charts and as tables. Staff only; lazy-loaded with its chart
// library.
import { useMemo, useState } from 'react';
import type { MetricsWeek } from '../../../shared/schemas/responses/ops-metrics';
import { ConsoleBackLink, StaffPage } from '../../components/ops/staff-page';
import { Button } from '../../components/ui/button';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { QueryStates } from '../../components/ui/query-states';
import { type ChartSeries, MetricChart } from './metric-chart';
import { useOpsMetrics } from './metrics-api';
import { ReconciliationCard } from './reconciliation-card';

const WEEKS = 12;
const percent = (value: number | null) => (value == null ? '–' : `${Math.round(value * 1000) / 10}%`);
const hours = (value: number | null) => (value == null ? '–' : `${Math.round(value * 10) / 10} h`);
const count = (value: number | null) => (value == null ? '–' : String(value));

type Chart = { title: string; unit: string; format: (value: number | null) => string; series: ChartSeries[] };

/** Colour and dash both tell the lines apart (not colour alone). */
function charts(weeks: MetricsWeek[]): Chart[] {
  const of = (pick: (w: MetricsWeek) => number | null) => weeks.map(pick);
  const pct = (pick: (w: MetricsWeek) => number | null) =>
    of((w) => (pick(w) == null ? null : pick(w)! * 100));
  return [
    {
      title: 'Fill rate',
      unit: '%',
      format: (v) => percent(v == null ? null : v / 100),
      series: [{ label: 'Fill rate', values: pct((w) => w.fillRate), color: '#1d4ed8' }],
    },
    {
      title: 'Median time to fill',
      unit: 'hours',
      format: hours,
      series: [
        {
          label: 'Median time to fill',
          values: of((w) => (w.medianMinutesToFill == null ? null : w.medianMinutesToFill / 60)),
          color: '#047857',
        },
      ],
    },
    {
      title: 'No-show rate',
      unit: '%',
      format: (v) => percent(v == null ? null : v / 100),
      series: [{ label: 'No-show rate', values: pct((w) => w.noShowRate), color: '#b91c1c' }],
    },
    {
      title: 'Late cancellations',
      unit: 'count',
      format: count,
      series: [
        { label: 'Worker, late', values: of((w) => w.workerLateCancellations), color: '#b45309' },
        {
          label: 'Worker, very late',
          values: of((w) => w.workerVeryLateCancellations),
          color: '#b91c1c',
          dash: [6, 3],
        },
        {
          label: 'Business, late',
          values: of((w) => w.businessLateCancellations),
          color: '#1d4ed8',
          dash: [2, 3],
        },
      ],
    },
    {
      title: 'Offers',
      unit: 'count',
      format: count,
      series: [
        { label: 'Sent', values: of((w) => w.offersSent), color: '#1d4ed8' },
        { label: 'Accepted', values: of((w) => w.offersAccepted), color: '#047857', dash: [6, 3] },
        { label: 'Expired', values: of((w) => w.offersExpired), color: '#b45309', dash: [2, 3] },
      ],
    },
    {
      title: 'Messages',
      unit: 'count',
      format: count,
      series: [
        { label: 'SMS sent', values: of((w) => w.sms.sent), color: '#1d4ed8' },
        { label: 'SMS failed', values: of((w) => w.sms.failed), color: '#b91c1c' },
        { label: 'E-mail sent', values: of((w) => w.email.sent), color: '#047857', dash: [6, 3] },
        { label: 'E-mail failed', values: of((w) => w.email.failed), color: '#b45309', dash: [6, 3] },
      ],
    },
  ];
}

export default function OpsMetricsPage() {
  usePageMeta('Metrics', 'Weekly marketplace figures for operations staff.');
  return (
    <StaffPage>
      <Metrics />
    </StaffPage>
  );
}

function Metrics() {
  const metrics = useOpsMetrics(WEEKS);
  const [showTable, setShowTable] = useState(false);
  const weeks = metrics.data?.weeks;
  const labels = useMemo(() => (weeks ?? []).map((w) => w.isoWeek), [weeks]);
  const drawn = useMemo(() => charts(weeks ?? []), [weeks]);

  return (
    <PageContainer className="space-y-4">
      <ConsoleBackLink />
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <PageHeading>Metrics</PageHeading>
          <p className="text-sm text-slate-700">
            The last {WEEKS} weeks, Monday to Sunday in UTC; this week so far.
          </p>
        </div>
        <Button variant="secondary" aria-pressed={showTable} onClick={() => setShowTable(!showTable)}>
          Show as table
        </Button>
      </div>
      <QueryStates
        query={metrics}
        loadingLabel="Loading the metrics..."
        errorTitle="The metrics could not be loaded."
      >
        {metrics.data ? <ReconciliationCard reconciliation={metrics.data.reconciliation} /> : null}
        <div className="grid gap-4 lg:grid-cols-2">
          {drawn.map((chart) => (
            <MetricChart key={chart.title} {...chart} labels={labels} showTable={showTable} />
          ))}
        </div>
      </QueryStates>
    </PageContainer>
  );
}
