/**
 * How many operations a reliability suite runs: `fallback` unless an env
 * variable (documented in the README's Reliability section) asks for another.
 */
export function reliabilityCount(variable: string, fallback: number): number {
  const value = process.env[variable];
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`${variable} must be a whole number of at least 1, not "${value}".`);
  }
  return count;
}
