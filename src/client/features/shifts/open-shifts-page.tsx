import { PlaceholderPage } from '../../components/ui/placeholder-page';

// Placeholder until its issue lands.
export default function Page() {
  return <PlaceholderPage title="Available Shifts" backTo="/worker-dashboard" />;
}
