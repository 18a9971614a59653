import type { GstSettingsDto } from '@khatabill/domain';
import { useSession } from './session';

/** The signed-in shop's GST settings when it is registered; null for a shop without GST. */
export function useShopGst(): GstSettingsDto | null {
  const gst = useSession()?.user?.settings.gst;
  return gst && gst.registration !== 'none' ? gst : null;
}
