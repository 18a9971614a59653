import { LIMITS } from '@khatabill/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { ItemGroup } from '../../../components/item-group';
import { MoneyInput } from '../../../components/ui/money-input';
import { TextField } from '../../../components/ui/text-field';
import type { CampaignFormValues } from '../campaign-form-values';
import { ImageField } from './image-field';

const PRICE_FIELDS = [
  { field: 'originalPrice', label: 'Original price (₹)' },
  { field: 'offerPrice', label: 'Offer price (₹)' },
] as const;

type CampaignItemRowProps = {
  index: number;
  /** Absent for the only item: a deal has at least one. */
  onRemove?: () => void;
  onBusyChange: (isBusy: boolean) => void;
};

/** One item on offer: its name, picture, original price and the offer price (not above it). */
export function CampaignItemRow({ index, onRemove, onBusyChange }: CampaignItemRowProps) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<CampaignFormValues>();
  return (
    <ItemGroup serial={index + 1} onRemove={onRemove}>
      <TextField
        label="Item name"
        autoComplete="off"
        maxLength={LIMITS.name}
        error={errors.items?.[index]?.name?.message}
        {...register(`items.${index}.name`)}
      />
      <div className="grid grid-cols-2 gap-3">
        {PRICE_FIELDS.map(({ field, label }) => (
          <Controller
            key={field}
            control={control}
            name={`items.${index}.${field}`}
            // The offer is checked against the original: a new original checks it again.
            rules={field === 'originalPrice' ? { deps: [`items.${index}.offerPrice`] } : undefined}
            render={({ field: { ref, name, value, onChange, onBlur }, fieldState }) => (
              <MoneyInput
                label={label}
                name={name}
                ref={ref}
                value={String(value)}
                onValueChange={onChange}
                onBlur={onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </div>
      <ImageField
        name={`items.${index}.image`}
        label="Item picture"
        kind="item"
        onBusyChange={onBusyChange}
      />
    </ItemGroup>
  );
}
