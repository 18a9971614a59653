// The state codes of GST (the first two digits of a GSTIN, and a place of supply).

export type GstState = { code: string; name: string };

/** Every code a GSTIN or a place of supply may carry today. */
export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  // 25 (Daman and Diu) merged into 26 in 2020; 28 is undivided Andhra Pradesh, now 37.
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
];

const NAMES = new Map(GST_STATES.map((state) => [state.code, state.name]));
/** Codes GSTINs were issued under before a merger or a division, still valid in a GSTIN. */
const FORMER_CODES = new Map([
  ['25', 'Daman and Diu'],
  ['28', 'Andhra Pradesh (before 2014)'],
]);

/** Whether `code` is a state a place of supply may name today. */
export function isGstStateCode(code: string): boolean {
  return NAMES.has(code);
}

/** Whether a GSTIN may start with `code`: a state of today, or one it was issued under. */
export function isGstinStateCode(code: string): boolean {
  return NAMES.has(code) || FORMER_CODES.has(code);
}

/** `Maharashtra` for `27`; the code itself for one GST does not know. */
export function gstStateName(code: string): string {
  return NAMES.get(code) ?? FORMER_CODES.get(code) ?? code;
}
