import type { GstSettingsDto, ShopSettings } from '@khatabill/domain';
import { useSession } from './session';

/** A shop's GST settings when it is registered; null for a shop without GST. */
export function registeredGst(settings: ShopSettings | undefined): GstSettingsDto | null {
  const gst = settings?.gst;
  return gst && gst.registration !== 'none' ? gst : null;
}

/** The signed-in shop's GST settings when it is registered; null for a shop without GST. */
export function useShopGst(): GstSettingsDto | null {
  return registeredGst(useSession()?.user?.settings);
}
