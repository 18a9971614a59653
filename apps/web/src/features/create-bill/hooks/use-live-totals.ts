import type { BillTotals } from '@khatabill/domain';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { BillFormValues } from '../bill-form-values';
import { liveTotals } from '../live-totals';

/** The bill form's totals, recomputed as items, payment or advance fields change. */
export function useLiveTotals(): BillTotals | null {
  const { control } = useFormContext<BillFormValues>();
  const [items, payment, customFields] = useWatch({
    control,
    name: ['items', 'payment', 'customFields'],
  });
  return useMemo(
    () => liveTotals({ items, payment, customFields }),
    [items, payment, customFields],
  );
}
