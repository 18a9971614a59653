import type { BusinessCategoryId } from './business-categories';

/** A default GST rate and SAC offered to a shop of a category when it turns GST on. */
export type GstSuggestion = { rateBps: number; hsn: string };

/**
 * What each category usually charges, from the services classification (SAC) and the rates
 * in force from 22 September 2025. Only a starting point: Settings → GST shows it filled in
 * for the owner to confirm or change, and every product and bill line can differ.
 */
export const GST_SUGGESTIONS = {
  // Maintenance and repair of computers and peripheral equipment.
  'mobile-laptop-repair': { rateBps: 1800, hsn: '998713' },
  // Maintenance and repair of transport machinery and equipment.
  'vehicle-repair': { rateBps: 1800, hsn: '998714' },
  // Hairdressing and beauty services: 5 % without input tax credit since September 2025.
  'salon-spa': { rateBps: 500, hsn: '999721' },
  // Physical well-being services (fitness centres): 5 % since September 2025.
  gym: { rateBps: 500, hsn: '999723' },
  // Medical and dental services: exempt.
  clinic: { rateBps: 0, hsn: '999312' },
  // Accommodation in student residences; exempt up to ₹20,000 a month per person.
  hostel: { rateBps: 0, hsn: '996322' },
} as const satisfies Record<BusinessCategoryId, GstSuggestion>;

/** The usual rate for a shop that sells goods, or names no category. */
export const DEFAULT_GST_SUGGESTION: GstSuggestion = { rateBps: 1800, hsn: '' };

export function gstSuggestionFor(category: string | null | undefined): GstSuggestion {
  const known = category != null && Object.hasOwn(GST_SUGGESTIONS, category);
  return known ? GST_SUGGESTIONS[category as BusinessCategoryId] : DEFAULT_GST_SUGGESTION;
}
