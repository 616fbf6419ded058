import { Link } from 'react-router';
import { lastMovedAt, workerApplicationView } from '../../../shared/domain/application-outcome';
import type { DashboardTab } from '../../../shared/domain/application-status';
import type { MyApplicationDto } from '../../../shared/marketplace/types';
import { Button } from '../../components/ui/button';
import { StateMessage } from '../../components/ui/state-message';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ApplicationCard } from './application-card';

type Props = {
  applications: MyApplicationDto[];
  busy: { id: string; action: 'accept' | 'decline' } | null;
  onAccept: (application: MyApplicationDto) => void;
  onDecline: (application: MyApplicationDto) => void;
};

// Tab labels, counts and empty texts (docs/product/applications.md, "The worker dashboard").
const EMPTY: Record<DashboardTab, { title: string; hint?: string; browse?: boolean }> = {
  pending: {
    title: 'No pending actions at the moment.',
    hint: "When managers select you for shifts, they'll appear here for your response.",
  },
  active: { title: 'No active applications.', browse: true },
  history: { title: 'No completed shifts yet.' },
};

export function DashboardTabs({ applications, busy, onAccept, onDecline }: Props) {
  const byTab: Record<DashboardTab, MyApplicationDto[]> = { pending: [], active: [], history: [] };
  // One whose shift started or filled without the worker goes to History, saying why.
  const missed = new Map<string, string>();
  const now = new Date();
  for (const application of applications) {
    const view = workerApplicationView(application, now);
    byTab[view.tab].push(application);
    if (view.missed) missed.set(application.id, view.missed);
  }
  // History newest first, every ending included (declined, expired, withdrawn, rejected, cancelled).
  byTab.history.sort((a, b) => lastMovedAt(b) - lastMovedAt(a));
  const labels: Record<DashboardTab, string> = {
    pending: `Pending Actions (${byTab.pending.length})`,
    active: `Active (${byTab.active.length})`,
    history: 'History',
  };
  return (
    <Tabs defaultValue="pending">
      <TabsList aria-label="My applications">
        {(Object.keys(labels) as DashboardTab[]).map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {labels[tab]}
          </TabsTrigger>
        ))}
      </TabsList>
      {(Object.keys(labels) as DashboardTab[]).map((tab) => (
        <TabsContent key={tab} value={tab}>
          {byTab[tab].length === 0 ? (
            <StateMessage
              title={EMPTY[tab].title}
              action={
                EMPTY[tab].browse ? (
                  <Button asChild>
                    <Link to="/shifts">Browse Open Shifts</Link>
                  </Button>
                ) : undefined
              }
            >
              {EMPTY[tab].hint}
            </StateMessage>
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {byTab[tab].map((application) => (
                <li key={application.id}>
                  <ApplicationCard
                    application={application}
                    missed={missed.get(application.id) ?? null}
                    busy={busy?.id === application.id ? busy.action : null}
                    onAccept={onAccept}
                    onDecline={onDecline}
                  />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
