import { LIMITS } from '@khatabill/domain';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { CloseIcon } from '../../../components/ui/icons';
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
  const headingId = useId();
  const serial = index + 1;
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3"
    >
      <div className="flex min-h-11 items-center justify-between">
        <h3 id={headingId} className="text-sm font-semibold text-slate-700">
          Item {serial}
        </h3>
        {onRemove && (
          <button
            type="button"
            aria-label={`Remove item ${serial}`}
            onClick={onRemove}
            className="flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
          >
            <CloseIcon />
          </button>
        )}
      </div>
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
      <Controller
        control={control}
        name={`items.${index}.image`}
        render={({ field, fieldState }) => (
          <ImageField
            label="Item picture"
            kind="item"
            value={field.value}
            onChange={field.onChange}
            onBusyChange={onBusyChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </div>
  );
}
