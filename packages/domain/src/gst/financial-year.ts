// India's financial year runs from 1 April to 31 March; GST invoice series and returns follow it.

export type FinancialYear = {
  /** `2026-04-01` */
  start: string;
  /** `2027-03-31` */
  end: string;
  /** `26-27`, as invoice numbers carry it. */
  label: string;
};

/** The financial year a day (`YYYY-MM-DD`, India's calendar) belongs to. */
export function financialYearOf(day: string): FinancialYear {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const first = month >= 4 ? year : year - 1;
  const short = (value: number) => String(value % 100).padStart(2, '0');
  return {
    start: `${first}-04-01`,
    end: `${first + 1}-03-31`,
    label: `${short(first)}-${short(first + 1)}`,
  };
}
