import {
  GST_REGISTRATIONS,
  gstRatesOn,
  gstStateName,
  LIMITS,
  parseGstin,
  toShopDay,
  type GstRegistration,
} from '@khatabill/domain';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Collapsible } from '../../../components/ui/collapsible';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { gstMessages } from '../messages';
import type { SettingsFormValues } from '../settings-form-values';

/** `0.25 %` from 25 basis points. */
const ratePercent = (bps: number) => String(bps / 100);

/** The state a GSTIN is registered in, once it is whole and right: `Maharashtra (27)`. */
function gstinState(gstin: string): string | undefined {
  const parsed = parseGstin(gstin);
  return parsed.ok ? `${gstStateName(parsed.stateCode)} (${parsed.stateCode})` : undefined;
}

/** Settings → GST: registration, GSTIN, and the defaults a new product or bill line takes. */
export function GstSection({ shopName }: { shopName: string }) {
  const t = useMessages(gstMessages);
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  const [registration, gstin] = useWatch({
    control,
    name: ['gst.registration', 'gst.gstin'],
  });
  const error = errors.gst;
  const rates = gstRatesOn(toShopDay(new Date()));
  const labels: Record<GstRegistration, string> = {
    none: t.none,
    regular: t.regular,
    composition: t.composition,
  };
  return (
    <Collapsible title={t.title}>
      <div className="flex flex-col gap-4">
        <Controller
          control={control}
          name="gst.registration"
          render={({ field }) => (
            <SegmentedChoice
              legend={t.registration}
              options={GST_REGISTRATIONS.map((value) => ({ value, label: labels[value] }))}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <p className="text-sm text-slate-600">{t[`${registration}Hint`]}</p>
        {registration !== 'none' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t.gstin}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              className="uppercase"
              maxLength={15}
              hint={gstinState(gstin)}
              error={error?.gstin?.message}
              {...register('gst.gstin')}
            />
            <TextField
              label={t.legalName}
              placeholder={shopName}
              maxLength={LIMITS.name}
              hint={t.legalNameHint}
              error={error?.legalName?.message}
              {...register('gst.legalName')}
            />
            {registration === 'regular' && (
              <>
                <Select
                  label={t.defaultRate}
                  hint={t.defaultRateHint}
                  error={error?.defaultRate?.message}
                  {...register('gst.defaultRate')}
                >
                  {rates.map((bps) => (
                    <option key={bps} value={ratePercent(bps)}>
                      {ratePercent(bps)} %
                    </option>
                  ))}
                </Select>
                <div className="sm:col-span-2">
                  <Switch label={t.pricesIncludeTax} {...register('gst.pricesIncludeTax')} />
                </div>
              </>
            )}
            <TextField
              label={t.defaultHsn}
              inputMode="numeric"
              maxLength={8}
              hint={t.defaultHsnHint}
              error={error?.defaultHsn?.message}
              {...register('gst.defaultHsn')}
            />
          </div>
        )}
      </div>
    </Collapsible>
  );
}
