import { Card, CardContent } from '../../components/ui/card';

// Placeholder until the real contact form (spec §3) lands.
export default function ContactForm() {
  return (
    <Card>
      <CardContent className="p-5">
        <p className="text-slate-700">Contact form coming soon</p>
      </CardContent>
    </Card>
  );
}
