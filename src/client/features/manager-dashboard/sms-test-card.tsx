import { MessageSquare } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { SMS_PHONE_REQUIRED, SMS_TEST_MESSAGES } from '../../../shared/schemas/sms-test';
import { Card, CardContent, IconCardHeader } from '../../components/ui/card';
import { InlineFieldForm } from '../../components/ui/inline-field-form';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useSendTestSms } from './api/send-test-sms';

/** The SMS test card: idle → sending → sent / failed / unclear, with its messages (docs/product/sms.md). */
export function SmsTestCard() {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useSendTestSms();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!phone.trim()) {
      setError(SMS_PHONE_REQUIRED);
      return;
    }
    setError(undefined);
    send.mutate(
      { phone },
      {
        onSuccess(result) {
          if (result.status === 'sent') toast.success(SMS_TEST_MESSAGES.sent);
          else if (result.status === 'failed') toast.error(SMS_TEST_MESSAGES.failed(result.error));
          else {
            // The provider neither confirmed nor refused: the details are in the console, as the warning says.
            console.warn('SMS test: provider status unclear', result);
            toast.warning(SMS_TEST_MESSAGES.unclear);
          }
        },
        onError(err) {
          if (err instanceof ApiError && err.fieldErrors.phone) setError(err.fieldErrors.phone);
          toast.error(SMS_TEST_MESSAGES.requestFailed(err.message));
        },
      },
    );
  }

  return (
    <Card>
      <IconCardHeader
        icon={MessageSquare}
        title="SMS Testing"
        description="Send a sample shift offer to your own mobile number, once verified, to check that texts reach it."
      />
      <CardContent>
        <InlineFieldForm
          onSubmit={onSubmit}
          submit={{ label: 'Send Test SMS', pending: send.isPending, pendingLabel: 'Sending...' }}
          label="Phone number"
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+1 (301) 555-0142"
          hint="Include country code"
          required
          maxLength={40}
          value={phone}
          error={error}
          onValueChange={(value) => {
            setPhone(value);
            setError(undefined);
          }}
        />
      </CardContent>
    </Card>
  );
}
