import { dashboardRanges, dayRangeError, type CalendarDay } from '@khatabill/domain';
import { useState } from 'react';
import { canUse } from '../../../lib/plan-access';
import { useSession } from '../../../lib/session';
import type { SummaryChoice } from '../api/get-summary';

export type SummaryKind = SummaryChoice['kind'];

/** What the summary selector shows and which summary it asks for. */
export type SummaryRangeState = {
  kind: SummaryKind;
  from: CalendarDay;
  to: CalendarDay;
  /** Custom ranges are not on an expired starter plan (product §6): the inputs are locked. */
  canCustomize: boolean;
  /** Why the typed range cannot be asked for (From after To, …); no request is sent then. */
  rangeError: string | null;
  /** The summary to ask for, or null while the typed range is not valid. */
  choice: SummaryChoice | null;
  setKind: (kind: SummaryKind) => void;
  setFrom: (day: CalendarDay) => void;
  setTo: (day: CalendarDay) => void;
};

/** The summary selector (product §2): Custom Range at first, over the shop's current month. */
export function useSummaryRange(): SummaryRangeState {
  const user = useSession()?.user ?? null;
  const canCustomize = canUse(user, 'customDashboardRange');
  const [month] = useState(() => dashboardRanges(new Date()).month);
  const [kind, setKind] = useState<SummaryKind>('range');
  const [from, setFrom] = useState(month.from);
  const [to, setTo] = useState(month.to);

  // A locked range stays the month, which every plan may ask for.
  const range = canCustomize ? { from, to } : month;
  // Checked by the domain's rule without zod, so the dashboard does not load it.
  const rangeError = dayRangeError(range.from, range.to);
  const choice: SummaryChoice | null =
    kind !== 'range' ? { kind } : rangeError === null ? { kind, ...range } : null;

  return {
    kind,
    ...range,
    canCustomize,
    rangeError: kind === 'range' ? rangeError : null,
    choice,
    setKind,
    setFrom,
    setTo,
  };
}
