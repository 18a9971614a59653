import { paiseToRupees, type FollowupDto } from '@khatabill/domain';
import type { FollowupView } from './followups.repository';

/**
 * A follow-up (product §3 "Follow-up"): its customer and product populated, as the screens
 * read them.
 */
export function toFollowupDto({ followup, customer, product }: FollowupView): FollowupDto {
  return {
    _id: followup.id,
    customerId: {
      _id: customer.id,
      name: customer.name,
      nameAlias: customer.nameAlias,
      mobile: customer.mobile,
    },
    productId: product && {
      _id: product.id,
      name: product.name,
      price: paiseToRupees(product.price),
    },
    scheduledAt: followup.scheduledAt.toISOString(),
    remindBefore: followup.remindBefore,
    notes: followup.notes,
    status: followup.status,
    createdAt: followup.createdAt.toISOString(),
    ...(followup.createdBy && {
      createdBy: { _id: followup.createdBy, name: followup.createdByName ?? '' },
    }),
  };
}
