// The state codes of GST: the first two digits of a GSTIN, and a place of supply.

export type GstState = {
  code: string;
  name: string;
  /** A code of the official list that no longer names a state: never chosen, never issued. */
  former?: true;
};

/** The official list, former codes included so an old document can still be named. */
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
  // Daman and Diu merged into 26 on 26 January 2020; its registrations moved to 26.
  { code: '25', name: 'Daman and Diu', former: true },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  // Andhra Pradesh before its division in 2014; GST began in 2017 with 37 for it.
  { code: '28', name: 'Andhra Pradesh (old)', former: true },
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

/** The states a place of supply may be chosen from, in code order. */
export const PLACE_OF_SUPPLY_STATES: readonly GstState[] = GST_STATES.filter(
  (state) => !state.former,
);

const NAMES = new Map(GST_STATES.map((state) => [state.code, state.name]));

/** `Maharashtra` for `27`; the code itself for one GST does not know. */
export function gstStateName(code: string): string {
  return NAMES.get(code) ?? code;
}

/** `27` → `Maharashtra (27)`: a state as GST documents and forms name it. */
export function gstStateLabel(code: string): string {
  return `${gstStateName(code)} (${code})`;
}
