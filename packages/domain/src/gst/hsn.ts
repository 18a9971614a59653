// HSN codes (goods) and SAC codes (services, chapter 99) as an invoice prints them.

const DIGITS = /^[0-9]+$/;
const HSN_LENGTHS = new Set([4, 6, 8]);
const SAC_LENGTH = 6;
const SAC_CHAPTER = '99';

/** A SAC: a service's code, six digits of chapter 99. */
export function isSac(code: string): boolean {
  return code.length === SAC_LENGTH && code.startsWith(SAC_CHAPTER) && DIGITS.test(code);
}

/** An HSN of 4, 6 or 8 digits for goods, or a SAC for a service. */
export function isHsnOrSac(code: string): boolean {
  if (code.startsWith(SAC_CHAPTER)) return isSac(code);
  return HSN_LENGTHS.has(code.length) && DIGITS.test(code);
}

/**
 * The unit quantity codes (UQC) GST returns accept, with their official names; those a shop
 * uses most come first, as a list offers them.
 */
export const GST_UNITS = {
  NOS: 'Numbers',
  PCS: 'Pieces',
  KGS: 'Kilograms',
  GMS: 'Grammes',
  LTR: 'Litres',
  MLT: 'Millilitres',
  MTR: 'Metres',
  CMS: 'Centimetres',
  BOX: 'Box',
  SET: 'Sets',
  PAC: 'Packs',
  PRS: 'Pairs',
  DOZ: 'Dozens',
  BTL: 'Bottles',
  BAG: 'Bags',
  CAN: 'Cans',
  CTN: 'Cartons',
  ROL: 'Rolls',
  TBS: 'Tablets',
  SQF: 'Square Feet',
  SQM: 'Square Metres',
  QTL: 'Quintal',
  TON: 'Tonnes',
  UNT: 'Units',
  BAL: 'Bale',
  BDL: 'Bundles',
  BKL: 'Buckles',
  BOU: 'Billion of Units',
  BUN: 'Bunches',
  CBM: 'Cubic Metres',
  CCM: 'Cubic Centimetres',
  DRM: 'Drums',
  GGK: 'Great Gross',
  GRS: 'Gross',
  GYD: 'Gross Yards',
  KLR: 'Kilolitre',
  KME: 'Kilometre',
  MTS: 'Metric Ton',
  SQY: 'Square Yards',
  TGM: 'Ten Gross',
  THD: 'Thousands',
  TUB: 'Tubes',
  UGS: 'US Gallons',
  YDS: 'Yards',
  OTH: 'Others',
} as const;
export type GstUnit = keyof typeof GST_UNITS;

/** Goods are counted in numbers unless the product says otherwise; services too. */
export const DEFAULT_GST_UNIT: GstUnit = 'NOS';

export function isGstUnit(code: string): code is GstUnit {
  return Object.hasOwn(GST_UNITS, code);
}
