import { LIMITS } from '@khatabill/domain';
import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useMessages } from '../../../i18n/use-messages';
import { emptyCampaignItem, type CampaignFormValues } from '../campaign-form-values';
import { campaignFormMessages } from '../messages';
import { CampaignItemRow } from './campaign-item-row';
import { FieldError } from '../../../components/ui/field';

/** The deal's items as rows: at least one, at most LIMITS.campaignItems. */
export function CampaignItemsFields({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const t = useMessages(campaignFormMessages);
  const {
    control,
    formState: { errors },
  } = useFormContext<CampaignFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const headingId = useId();
  const listError = errors.items?.root?.message ?? errors.items?.message;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t.items}
      </h2>
      {fields.map((field, index) => (
        <CampaignItemRow
          key={field.id}
          index={index}
          onRemove={fields.length > 1 ? () => remove(index) : undefined}
          onBusyChange={onBusyChange}
        />
      ))}
      <FieldError role="alert" message={listError} />
      {fields.length < LIMITS.campaignItems && (
        <Button variant="secondary" onClick={() => append(emptyCampaignItem())}>
          {t.addItem}
        </Button>
      )}
    </section>
  );
}
