// The business's 'Only vetted workers can apply' (docs/product/operations.md, "Vetting"), on the manager dashboard.

import { isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { CheckboxField } from '../ui/checkbox-field';
import { useSetVettedOnly, useVettedOnly } from './vetting-api';

export function VettedOnlyCard() {
  const setting = useVettedOnly();
  const save = useSetVettedOnly();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Who can apply</CardTitle>
        <CardDescription>
          Vetted workers have had their profile checked by our team. Others show 'In review' on their card.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {setting.isError ? (
          <p role="alert" className="text-sm text-red-700">
            The setting could not be loaded.
          </p>
        ) : (
          <CheckboxField
            label="Only vetted workers can apply"
            checked={setting.data?.vettedOnly ?? false}
            disabled={!setting.data || save.isPending}
            onChange={(event) =>
              save.mutate(event.target.checked, {
                onError: (error) =>
                  toast.error('The setting was not saved', {
                    description: isRefusal(error) ? error.message : 'Please try again.',
                  }),
              })
            }
          />
        )}
      </CardContent>
    </Card>
  );
}
