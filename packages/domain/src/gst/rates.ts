// GST rates are data with a date: a change is one more entry, and a bill keeps the rate it was
// made with (its lines store it).

export type GstRateSchedule = {
  /** The first day (India) the rates apply, `YYYY-MM-DD`. */
  from: string;
  /** Basis points: 18 % is 1800, 0.25 % is 25. */
  ratesBps: readonly number[];
};

/** Oldest first. The rates since GST's reform of 22 September 2025. */
export const GST_RATE_SCHEDULE: readonly GstRateSchedule[] = [
  { from: '2025-09-22', ratesBps: [0, 25, 150, 300, 500, 1800, 4000] },
];

/** The rates in force on `day` (`YYYY-MM-DD`); before the first schedule, the first. */
export function gstRatesOn(
  day: string,
  schedules: readonly GstRateSchedule[] = GST_RATE_SCHEDULE,
): readonly number[] {
  let inForce = schedules[0];
  for (const schedule of schedules) {
    if (schedule.from <= day) inForce = schedule;
  }
  return inForce?.ratesBps ?? [];
}

export function isGstRateOn(bps: number, day: string): boolean {
  return gstRatesOn(day).includes(bps);
}
