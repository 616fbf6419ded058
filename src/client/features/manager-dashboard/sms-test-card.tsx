import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

/** Placeholder: the messaging issue replaces this with the working SMS test widget. */
export function SmsTestCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>SMS Testing</CardTitle>
        <CardDescription>Sending a test SMS is not available yet.</CardDescription>
      </CardHeader>
      <CardContent />
    </Card>
  );
}
