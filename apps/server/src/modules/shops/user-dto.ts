import {
  entitlements,
  usageOf,
  withReceiptDefault,
  type GstSettings,
  type GstSettingsDto,
  type UserDto,
} from '@khatabill/domain';
import { fileUrl } from '../files/images';
import type { MemberRow } from '../staff/staff.repository';
import type { ShopRow } from './shops.repository';

/**
 * A users row as the API shows it (product §14 "User"); never the password hash. Signed in
 * as one of its staff (`member`, product §17), or else as its owner.
 */
export function toUserDto(
  user: ShopRow,
  now: Date,
  member?: Pick<MemberRow, 'id' | 'name'>,
): UserDto {
  const usage = usageOf(user, now);
  return {
    _id: user.id,
    name: user.name,
    shopName: user.shopName,
    mobile: user.mobile,
    role: user.role,
    plan: user.plan,
    planExpiresAt: user.planExpiresAt?.toISOString() ?? null,
    trialEndsAt: user.trialEndsAt?.toISOString() ?? null,
    lastBillingReset: user.lastBillingReset.toISOString(),
    // The stored counts until the period rolls over; the same numbers as `usage`.
    billingCount: usage.bills.used,
    followupCount: usage.followups.used,
    language: user.language,
    settings: {
      location: user.location,
      greetingMessage: user.greetingMessage,
      footerNote: user.footerNote,
      billingMode: user.billingMode,
      businessType: user.businessType,
      serviceFields: user.serviceFields.map(withReceiptDefault),
      serviceDetails: user.serviceDetails.map(withReceiptDefault),
      invoicePrefix: user.invoicePrefix,
      invoiceStartNumber: user.invoiceStartNumber,
      upiId: user.upiId,
      shopImage: user.shopImage ? fileUrl(user.shopImage) : null,
      // A shop that never opened Settings → GST answers as it did before GST existed.
      ...(user.gst && { gst: toGstSettingsDto(user.gst) }),
    },
    usage,
    entitlements: entitlements(user, now),
    ...(member
      ? { memberRole: 'staff', memberId: member.id, memberName: member.name }
      : { memberRole: 'owner', memberId: user.id, memberName: user.name }),
  };
}

function toGstSettingsDto({ defaultRateBps, ...settings }: GstSettings): GstSettingsDto {
  return { ...settings, defaultRate: defaultRateBps / 100 };
}
