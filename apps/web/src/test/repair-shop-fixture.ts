import { findCategory, type UserDto } from '@khatabill/domain';
import { makeUser } from './user-fixture';

/** The mobile-repair category's Service Request labels, in its configured order. */
export const CONFIGURED_ORDER = [
  'IMEI',
  'Brand / Model',
  'Problem Description',
  'Password / Pattern',
  'Accessories Given',
];

export const PASSWORD = '1234';

/** A repair bill's Service Request values as PostgreSQL answers them: jsonb puts short keys first. */
export const REPAIR_VALUES: Record<string, string> = {
  IMEI: '356938035643809',
  'Brand / Model': 'Redmi Note 12',
  'Accessories Given': 'Charger',
  'Password / Pattern': PASSWORD,
  'Problem Description': 'Screen cracked',
};

/** A mobile-repair shop with its category's fields; Password / Pattern is off the receipt. */
export function repairShopUser(): UserDto {
  const user = makeUser();
  const category = findCategory('mobile-laptop-repair');
  return {
    ...user,
    settings: {
      ...user.settings,
      billingMode: ['product', 'service'],
      businessType: 'mobile-laptop-repair',
      serviceFields: [...(category?.serviceFields ?? [])],
      serviceDetails: [...(category?.serviceDetails ?? [])],
    },
  };
}
