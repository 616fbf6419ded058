import { ShieldCheck, Smartphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  PHONE_VERIFICATION_MESSAGES as M,
  PHONE_CODE_MESSAGE,
  phoneCodeSchema,
} from '../../../shared/schemas/phone-verification';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Card, CardContent, IconCardHeader } from '../ui/card';
import { InlineFieldForm } from '../ui/inline-field-form';
import { useConfirmPhoneCode, usePhoneVerification, useSendPhoneCode } from './api';

/**
 * "Verify your phone to receive texts", on the talent profile and the manager dashboard: send a
 * code to the stored phone, type it in. Nothing shows once the phone is verified but a short confirmation.
 */
export function PhoneVerificationCard() {
  const status = usePhoneVerification();
  const send = useSendPhoneCode();
  const confirm = useConfirmPhoneCode();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [sentMessage, setSentMessage] = useState<string | undefined>();
  const [sendError, setSendError] = useState<string | undefined>();

  if (status.isPending || status.isError) return null;
  if (status.data.verified)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-emerald-800">
        <ShieldCheck aria-hidden="true" className="h-4 w-4" />
        {M.verified} Texts go to {status.data.phone}.
      </p>
    );

  function sendCode() {
    setSendError(undefined);
    send.mutate(undefined, {
      onSuccess(result) {
        if (result.status === 'verified') void status.refetch();
        setSentMessage(result.message);
      },
      onError(err) {
        setSendError(err instanceof ApiError ? err.message : M.sendFailed);
      },
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = phoneCodeSchema.safeParse({ code });
    if (!parsed.success) {
      setCodeError(PHONE_CODE_MESSAGE);
      return;
    }
    setCodeError(undefined);
    confirm.mutate(parsed.data, {
      onSuccess(result) {
        toast.success(result.message);
      },
      onError(err) {
        setCodeError(err instanceof ApiError ? err.message : M.wrongCode);
      },
    });
  }

  return (
    <Card>
      <IconCardHeader
        icon={Smartphone}
        title={M.title}
        description={status.data.phone ? M.explain : M.noPhone}
      />
      {status.data.phone ? (
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button type="button" variant="secondary" onClick={sendCode} disabled={send.isPending}>
              {send.isPending
                ? 'Sending code...'
                : sentMessage
                  ? 'Send a new code'
                  : `Text a code to ${status.data.phone}`}
            </Button>
            <p aria-live="polite" className="text-sm text-slate-700">
              {sentMessage}
            </p>
          </div>
          {sendError ? (
            <p role="alert" className="text-sm text-red-600">
              {sendError}
            </p>
          ) : null}
          <InlineFieldForm
            onSubmit={onSubmit}
            submit={{ label: 'Verify phone', pending: confirm.isPending, pendingLabel: 'Verifying...' }}
            label="6-digit code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            value={code}
            error={codeError}
            onValueChange={(value) => {
              setCode(value.replace(/\D/g, '').slice(0, 6));
              setCodeError(undefined);
            }}
          />
        </CardContent>
      ) : null}
    </Card>
  );
}
