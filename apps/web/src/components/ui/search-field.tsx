import { TextField } from './text-field';

type SearchFieldProps = {
  label: string;
  /** An example of what may be typed (`Name or mobile`). */
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** The field's name in a form sent by the browser (a page without the app). */
  name?: string;
};

/** A list's search box: the phone shows its search key, and no autofill covers the list. */
export function SearchField({ label, placeholder, value, onChange, name }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      label={label}
      placeholder={placeholder}
      autoComplete="off"
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
