import { DEFAULT_GST_UNIT } from '@khatabill/domain';
import { useFormContext } from 'react-hook-form';
import { GstRateOptions, GstUnitOptions } from '../../../components/gst-options';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useMessages } from '../../../i18n/use-messages';
import type { BillFormValues } from '../bill-form-values';
import { useGstBill } from './gst-bill-context';
import { gstBillMessages } from './messages';

/**
 * A line's HSN/SAC, rate and unit, copied from its product and changeable; left empty, the
 * shop's defaults. A composition shop's bill of supply has no rate.
 */
export function GstLineFields({ index }: { index: number }) {
  const t = useMessages(gstBillMessages);
  const shop = useGstBill()?.shop;
  const {
    register,
    formState: { errors },
  } = useFormContext<BillFormValues>();
  if (!shop) return null;
  const lineErrors = errors.items?.[index];
  return (
    <div className="grid grid-cols-[5fr_4fr_4fr] gap-3">
      <TextField
        label={t.hsn}
        inputMode="numeric"
        maxLength={8}
        placeholder={shop.defaultHsn}
        error={lineErrors?.hsn?.message}
        {...register(`items.${index}.hsn`)}
      />
      {shop.registration === 'regular' && (
        <Select
          label={t.gstRate}
          error={lineErrors?.gstRate?.message}
          {...register(`items.${index}.gstRate`)}
        >
          <option value="">{t.shopDefault({ rate: shop.defaultRate })}</option>
          <GstRateOptions />
        </Select>
      )}
      <Select label={t.unit} error={lineErrors?.unit?.message} {...register(`items.${index}.unit`)}>
        <option value="">{t.defaultUnit({ unit: DEFAULT_GST_UNIT })}</option>
        <GstUnitOptions />
      </Select>
    </div>
  );
}
