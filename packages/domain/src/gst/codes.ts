// GST's codes alone, without their names: what checking an input needs. A screen that shows
// the names loads states.ts or hsn.ts; a bill's form and schema carry only these few bytes.

/** The state codes a place of supply or a GSTIN may name today (states.ts names them). */
export const GST_STATE_CODES = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '20',
  '21',
  '22',
  '23',
  '24',
  '26',
  '27',
  '29',
  '30',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '38',
  '97',
] as const;

const STATE_CODES: ReadonlySet<string> = new Set(GST_STATE_CODES);

/**
 * Whether `code` names a state today: what a place of supply may be, and what a GSTIN may
 * start with (GSTINs are issued under current codes only, so 25 and 28 are refused).
 */
export function isGstStateCode(code: string): boolean {
  return STATE_CODES.has(code);
}

/** The unit quantity codes (UQC) GST returns accept, the common ones first (hsn.ts names them). */
export const GST_UNIT_CODES = [
  'NOS',
  'PCS',
  'KGS',
  'GMS',
  'LTR',
  'MLT',
  'MTR',
  'CMS',
  'BOX',
  'SET',
  'PAC',
  'PRS',
  'DOZ',
  'BTL',
  'BAG',
  'CAN',
  'CTN',
  'ROL',
  'TBS',
  'SQF',
  'SQM',
  'QTL',
  'TON',
  'UNT',
  'BAL',
  'BDL',
  'BKL',
  'BOU',
  'BUN',
  'CBM',
  'CCM',
  'DRM',
  'GGK',
  'GRS',
  'GYD',
  'KLR',
  'KME',
  'MTS',
  'SQY',
  'TGM',
  'THD',
  'TUB',
  'UGS',
  'YDS',
  'OTH',
] as const;
export type GstUnit = (typeof GST_UNIT_CODES)[number];

const UNIT_CODES: ReadonlySet<string> = new Set(GST_UNIT_CODES);

export function isGstUnit(code: string): code is GstUnit {
  return UNIT_CODES.has(code);
}

/** Goods are counted in numbers unless the product says otherwise; services too. */
export const DEFAULT_GST_UNIT: GstUnit = 'NOS';
