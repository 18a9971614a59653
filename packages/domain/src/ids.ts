/** Every row's id is a UUID (product §10 "Ids"), in its usual 36-character form. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` can be a row's id; ids arrive from URLs and tokens, so anything may come. */
export function isUuid(value: string): boolean {
  return value.length === 36 && UUID_PATTERN.test(value);
}
