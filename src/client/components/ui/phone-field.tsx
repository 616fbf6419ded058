import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatPhoneAsYouType, type PhoneStyle } from '../../../shared/phone';
import { TextField } from './form-field';

type Props = Omit<ComponentProps<typeof TextField>, 'type' | keyof UseFormRegisterReturn> &
  UseFormRegisterReturn & {
    /** compact "(XXX)XXX-XXXX" (profiles) or spaced "(XXX) XXX-XXXX" (shift form, manager mobile): docs/product/profiles.md. */
    phoneStyle: PhoneStyle;
  };

/**
 * A US phone input formatted as the user types (digits only, at most 10); the schema re-checks it.
 * Bound like the other fields: `<PhoneField label="Phone" phoneStyle="compact" {...field('phone')} />`.
 */
export function PhoneField({ phoneStyle, onChange, ...props }: Props) {
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={phoneStyle === 'spaced' ? '(301) 555-0142' : '(301)555-0142'}
      {...props}
      onChange={(event) => {
        event.target.value = formatPhoneAsYouType(event.target.value, phoneStyle);
        void onChange(event);
      }}
    />
  );
}
