import { Link } from 'react-router';
import type { DashboardTab } from '../../../shared/domain/application-status';
import type { MyApplicationDto } from '../../../shared/marketplace/types';
import { Button } from '../../components/ui/button';
import { StateMessage } from '../../components/ui/state-message';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ApplicationCard } from './application-card';
import type { DashboardLists } from './dashboard-lists';

type Props = {
  lists: DashboardLists;
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

export function DashboardTabs({ lists, busy, onAccept, onDecline }: Props) {
  const { tabs, missed, owed } = lists;
  const labels: Record<DashboardTab, string> = {
    pending: `Pending Actions (${tabs.pending.length})`,
    active: `Active (${tabs.active.length})`,
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
          {tabs[tab].length === 0 ? (
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
              {tabs[tab].map((application) => (
                <li key={application.id}>
                  <ApplicationCard
                    application={application}
                    missed={missed.get(application.id) ?? null}
                    owed={owed.get(application.id) ?? []}
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
