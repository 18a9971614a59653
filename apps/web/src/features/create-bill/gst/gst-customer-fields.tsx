import { gstStateLabel, LIMITS, parseGstin, PLACE_OF_SUPPLY_STATES } from '@khatabill/domain';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { useMessages } from '../../../i18n/use-messages';
import type { BillFormValues } from '../bill-form-values';
import { useGstBill } from './gst-bill-context';
import { typedPlaceOfSupply } from './live-gst-bill';
import { gstBillMessages } from './messages';

/**
 * The customer's GSTIN (a B2B bill), the place of supply and the customer's address. Most
 * bills are to customers without GSTIN in the shop's own state: folded to one line saying
 * so until the owner changes it.
 */
export function GstCustomerFields() {
  const t = useMessages(gstBillMessages);
  const shop = useGstBill()?.shop;
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<BillFormValues>();
  const gst = useWatch({ control, name: 'gst' });
  const [isOpen, setIsOpen] = useState(
    () => gst.customerGstin !== '' || gst.customerAddress !== '' || gst.placeOfSupply !== '',
  );
  const headingId = useId();
  if (!shop) return null;
  const customer = parseGstin(gst.customerGstin);
  const placeOfSupply = gstStateLabel(typedPlaceOfSupply(gst, shop));
  // A failed save must show the field it complains about.
  const open = isOpen || errors.gst !== undefined;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold">
            {t.heading} · {customer.ok ? t.b2b : t.b2c}
          </h2>
          <p className="text-sm text-slate-600">
            {t.suppliedIn({
              state: customer.ok ? t.fromGstin({ state: placeOfSupply }) : placeOfSupply,
            })}
          </p>
        </div>
        <Button variant="ghost" aria-expanded={open} onClick={() => setIsOpen(!open)}>
          {open ? t.done : t.change}
        </Button>
      </div>
      {open && (
        <>
          <TextField
            label={t.customerGstin}
            hint={t.customerGstinHint}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            error={errors.gst?.customerGstin?.message}
            {...register('gst.customerGstin')}
          />
          {/* A customer's GSTIN names the place of supply (the line above says so). */}
          {!customer.ok && (
            <Select
              label={t.placeOfSupply}
              error={errors.gst?.placeOfSupply?.message}
              {...register('gst.placeOfSupply')}
            >
              <option value="">{t.yourState({ state: gstStateLabel(shop.stateCode) })}</option>
              {PLACE_OF_SUPPLY_STATES.filter((state) => state.code !== shop.stateCode).map(
                (state) => (
                  <option key={state.code} value={state.code}>
                    {gstStateLabel(state.code)}
                  </option>
                ),
              )}
            </Select>
          )}
          <TextArea
            label={t.customerAddress}
            hint={t.customerAddressHint}
            rows={2}
            maxLength={LIMITS.address}
            error={errors.gst?.customerAddress?.message}
            {...register('gst.customerAddress')}
          />
        </>
      )}
    </section>
  );
}
