/**
 * Puts a controlled field's value back after an edit its handler refused. React redrew the
 * field itself; Preact (ADR 024) redraws only what changed, so without this the refused
 * keystroke would stay on screen while the form kept the old value.
 */
export function refuseEdit(input: HTMLInputElement, value: string): void {
  if (input.value !== value) input.value = value;
}
