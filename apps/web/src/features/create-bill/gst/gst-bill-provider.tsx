import type { GstSettingsDto } from '@khatabill/domain';
import { useMemo, type ReactNode } from 'react';
import { GstBillContext } from './gst-bill-context';
import * as parts from './gst-bill-parts';

/**
 * Gives a registered shop's bill form its GST parts: a chunk of its own that imports nothing
 * of the form, so the form's code stays in the form's chunks.
 */
export default function GstBillProvider({
  shop,
  children,
}: {
  shop: GstSettingsDto;
  children: ReactNode;
}) {
  const gstBill = useMemo(() => ({ shop, parts }), [shop]);
  return <GstBillContext value={gstBill}>{children}</GstBillContext>;
}
