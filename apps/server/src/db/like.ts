/**
 * What a person typed, for a LIKE / ILIKE pattern: `%`, `_` and `\` (LIKE's escape) lose
 * their meaning and match themselves. Wrap the result in `%…%` for "anywhere".
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
