import { tableRows } from './report';

// The server's budget: no scenario may cost more server CPU per answer, relative to the
// floor's in the same run, than in the last recorded run, give or take noise. Each run is
// held against its own floor, so a busier or slower machine moves both sides alike.

/** How much more than the last run's ratio still counts as the same cost (run-to-run noise). */
export const TOLERANCE = 1.1;

export const SERVER_CPU_COLUMN = 'server CPU ms';
const FLOOR_DATABASE = 'floor';

/** The last run's ratios, by `scenarioKey`, and when that run was made. */
export type PreviousRun = { date: string | undefined; ratios: ReadonlyMap<string, number> };

export const scenarioKey = (name: string, database: string) => `${database}: ${name}`;

/**
 * Each scenario's server CPU per answer ÷ the floor's, from a bench:api section of
 * docs/benchmarks.md (its table's scenario, database and server CPU columns, so any earlier
 * layout with those columns reads too). None without a section, a floor or a CPU figure.
 */
export function previousRun(section: string | undefined): PreviousRun {
  const date = section?.match(/^- date: (.+)$/m)?.[1]?.trim();
  const rows = section ? tableRows(section) : [];
  const cpu = (row: Record<string, string>) => Number.parseFloat(row[SERVER_CPU_COLUMN] ?? '');
  const floorRow = rows.find((row) => row.database === FLOOR_DATABASE);
  const floor = floorRow ? cpu(floorRow) : NaN;
  const ratios = new Map<string, number>();
  if (floor > 0) {
    for (const row of rows) {
      const ratio = cpu(row) / floor;
      if (Number.isFinite(ratio))
        ratios.set(scenarioKey(row.scenario ?? '', row.database ?? ''), ratio);
    }
  }
  return { date, ratios };
}

/** Whether a ratio is within the budget the previous one sets. */
export const withinBudget = (ratio: number, previous: number) => ratio <= previous * TOLERANCE;

/** A ratio with three significant digits (129, 43.9, 3.00). */
export const ratioCell = (ratio: number) =>
  ratio >= 100 ? String(Math.round(ratio)) : ratio.toPrecision(3);
