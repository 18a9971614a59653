import type { ProductDto, productInput } from '@khatabill/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod/mini';
import { GstRateOptions, GstUnitOptions } from '../../../components/gst-options';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { productGstMessages } from '../messages';

type ProductFormValues = z.input<typeof productInput>;

/** The GST fields' values for a product (empty for a new one); '' is sent as "not set". */
export function productGstValues(product: ProductDto | null) {
  return {
    hsn: product?.hsn ?? '',
    gstRate: product?.gstRate === undefined ? null : String(product.gstRate),
    unit: (product?.unit ?? null) as ProductFormValues['unit'],
  };
}

const emptyIsNull = (value: string) => (value === '' ? null : value);

type ProductGstFieldsProps = {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  /** A composition shop charges no tax: its products need no rate. */
  withRate: boolean;
  /** The shop's default rate, in percent, which a product without its own takes. */
  defaultRate: number;
};

/** HSN/SAC, rate and unit, shown to a shop registered for GST. */
export function ProductGstFields({
  register,
  errors,
  withRate,
  defaultRate,
}: ProductGstFieldsProps) {
  const t = useMessages(productGstMessages);
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
      <TextField
        label={t.hsn}
        inputMode="numeric"
        maxLength={8}
        error={errors.hsn?.message}
        {...register('hsn')}
      />
      {withRate && (
        <Select
          label={t.gstRate}
          error={errors.gstRate?.message}
          {...register('gstRate', { setValueAs: emptyIsNull })}
        >
          <option value="">{t.shopDefault({ rate: defaultRate })}</option>
          <GstRateOptions />
        </Select>
      )}
      <Select
        label={t.unit}
        error={errors.unit?.message}
        {...register('unit', { setValueAs: emptyIsNull })}
      >
        <option value="">{t.noUnit}</option>
        <GstUnitOptions />
      </Select>
    </div>
  );
}
