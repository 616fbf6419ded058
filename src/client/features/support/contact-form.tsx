import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGE_TYPES, SUPPORT } from '../../../shared/constants';
import { CONTACT_MESSAGES, type ContactFormInput, contactFormSchema } from '../../../shared/schemas/support';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { SelectField, TextAreaField, TextField, useFieldProps } from '../../components/ui/form-field';
import { ApiError } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { supportEmail } from '../../lib/support-email';
import { toast } from '../../lib/toast';
import { sendContactMessageRequest } from './api/send-contact-message';

const EMPTY: ContactFormInput = {
  name: '',
  email: '',
  subject: '',
  messageType: 'general',
  message: '',
  website: '',
};

const MESSAGE_MAX = 5000;

/** The Help Center contact form: fields, rules, messages (docs/product/support.md); it resets on success. */
export default function ContactForm() {
  const honeypotId = useId();
  const form = useForm<ContactFormInput>({
    resolver: zodResolver(contactFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { isSubmitting } = form.formState;
  const field = useFieldProps(form);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await sendContactMessageRequest(values);
      toast.success(CONTACT_MESSAGES.successTitle, { description: CONTACT_MESSAGES.success });
      form.reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && applyServerErrors(error, form.setError))
        return;
      // A 429 says how long to wait; anything else gets the spec's fallback with the address.
      const description =
        error instanceof ApiError && error.status === 429
          ? error.message
          : CONTACT_MESSAGES.failure(supportEmail());
      toast.error(CONTACT_MESSAGES.failureTitle, { description });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Send us a message</CardTitle>
        <CardDescription>We respond within {SUPPORT.responseHours} hours.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          aria-label="Contact support"
        >
          <TextField label="Name" autoComplete="name" required {...field('name')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...field('email')}
          />
          <TextField label="Subject" required className="sm:col-span-2" {...field('subject')} />
          <SelectField label="Message Type" className="sm:col-span-2" {...field('messageType')}>
            {MESSAGE_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label="Message"
            required
            rows={6}
            maxLength={MESSAGE_MAX}
            className="sm:col-span-2"
            hint={`At least 10 characters, up to ${MESSAGE_MAX}.`}
            {...field('message')}
          />
          {/* Honeypot: hidden from people and screen readers, filled by bots; see contactFormSchema. */}
          <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
            <label htmlFor={honeypotId}>Website</label>
            <input
              id={honeypotId}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              {...form.register('website')}
            />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
              <Send aria-hidden="true" className="h-4 w-4" />
              {isSubmitting ? 'Sending...' : 'Send Message'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
