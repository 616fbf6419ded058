import type { UseFormReturn } from 'react-hook-form';
import { FAVOURITES_FIRST_HOURS } from '../../../shared/domain/favourites-first';
import { FAVOURITES_MESSAGES } from '../../../shared/marketplace/favourites-messages';
import type { ShiftForm, ShiftFormInput } from '../../../shared/schemas/shifts';
import { SelectField } from '../ui/form-field';

const optionLabel = (hours: number) => (hours === 0 ? 'Everyone now' : `Favourites only for ${hours} hours`);

/** 'Favourites first' on 'Create Shift' (docs/product/trust.md, "Favourites and blocks"): 0, 2, 12 or 24 h. */
export function FavouritesFirstField({ form }: { form: UseFormReturn<ShiftFormInput, unknown, ShiftForm> }) {
  return (
    <SelectField
      label={FAVOURITES_MESSAGES.favouritesFirst}
      hint={FAVOURITES_MESSAGES.favouritesFirstHelp}
      error={form.formState.errors.favouritesFirstHours?.message}
      defaultValue="0"
      {...form.register('favouritesFirstHours', { setValueAs: (value) => Number(value) })}
    >
      {FAVOURITES_FIRST_HOURS.map((hours) => (
        <option key={hours} value={hours}>
          {optionLabel(hours)}
        </option>
      ))}
    </SelectField>
  );
}
