import { LIMITS } from '@khatabill/domain';
import { useFormContext } from 'react-hook-form';
import { ItemGroup } from '../../../components/item-group';
import { MoneyFormField } from '../../../components/money-form-field';
import { TextField } from '../../../components/ui/text-field';
import { useMessages } from '../../../i18n/use-messages';
import type { CampaignFormValues } from '../campaign-form-values';
import { campaignFormMessages } from '../messages';
import { ImageField } from './image-field';

type CampaignItemRowProps = {
  index: number;
  /** Absent for the only item: a deal has at least one. */
  onRemove?: () => void;
  onBusyChange: (isBusy: boolean) => void;
};

/** One item on offer: its name, picture, original price and the offer price (not above it). */
export function CampaignItemRow({ index, onRemove, onBusyChange }: CampaignItemRowProps) {
  const t = useMessages(campaignFormMessages);
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<CampaignFormValues>();
  return (
    <ItemGroup serial={index + 1} onRemove={onRemove}>
      <TextField
        label={t.itemName}
        autoComplete="off"
        maxLength={LIMITS.name}
        error={errors.items?.[index]?.name?.message}
        {...register(`items.${index}.name`)}
      />
      <div className="grid grid-cols-2 gap-3">
        <MoneyFormField
          control={control}
          name={`items.${index}.originalPrice`}
          label={t.originalPrice}
          // The offer is checked against the original: a new original checks it again.
          deps={[`items.${index}.offerPrice`]}
        />
        <MoneyFormField control={control} name={`items.${index}.offerPrice`} label={t.offerPrice} />
      </div>
      <ImageField
        name={`items.${index}.image`}
        label={t.itemPicture}
        kind="item"
        onBusyChange={onBusyChange}
      />
    </ItemGroup>
  );
}
