import {
  customField,
  FIELD_TYPES,
  LIMITS,
  MESSAGES,
  type CustomField,
  type FieldType,
} from '@khatabill/domain';
import { useId, useState, type KeyboardEvent } from 'react';
import { fieldLabelText, presetFieldMessages } from '../i18n/category-messages';
import { useMessages } from '../i18n/use-messages';
import { serviceFieldsEditorMessages } from './form-parts-messages';
import { Button } from './ui/button';
import { Checkbox } from './ui/checkbox';
import { Select } from './ui/select';
import { Switch } from './ui/switch';
import { TextField } from './ui/text-field';
import { FieldError } from './ui/field';

type ServiceFieldsEditorProps = {
  /** Names the list, e.g. 'Service Request fields'. */
  legend: string;
  /** The business category's fields, offered ticked or not. */
  suggestions: readonly CustomField[];
  /** The chosen fields. */
  value: readonly CustomField[];
  onChange: (fields: CustomField[]) => void;
  error?: string;
};

const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function withoutRepeats(fields: readonly CustomField[]): CustomField[] {
  return fields.filter(
    (field, index) => fields.findIndex((other) => sameLabel(other.label, field.label)) === index,
  );
}

/**
 * A checklist of custom bill fields: the category's suggestions, the fields already
 * chosen and any the owner adds, each ticked when chosen, and for each chosen field
 * whether the customer's receipt shows it. Used by onboarding and Settings.
 */
export function ServiceFieldsEditor({
  legend,
  suggestions,
  value,
  onChange,
  error,
}: ServiceFieldsEditorProps) {
  // Each field type's name is its key in serviceFieldsEditorMessages.
  const t = useMessages(serviceFieldsEditorMessages);
  const presets = useMessages(presetFieldMessages);
  // Fields added here stay listed after being unticked, so a slip can be undone.
  const [added, setAdded] = useState<CustomField[]>([]);
  const [newLabel, setNewLabel] = useState('');
  const [newType, setNewType] = useState<FieldType>('text');
  const [addError, setAddError] = useState<string>();
  const errorId = useId();

  const chosen = (label: string) => value.some((field) => sameLabel(field.label, label));
  // A chosen field keeps its own type where a suggestion has the same label.
  const options = withoutRepeats([
    ...suggestions.map((field) => value.find((v) => sameLabel(v.label, field.label)) ?? field),
    ...value,
    ...added,
  ]);

  function toggle(field: CustomField) {
    const isChosen = chosen(field.label);
    onChange(options.filter((option) => (option === field ? !isChosen : chosen(option.label))));
  }

  function showOnReceipt(label: string, isShown: boolean) {
    onChange(
      value.map((field) =>
        sameLabel(field.label, label) ? { ...field, showOnReceipt: isShown } : field,
      ),
    );
  }

  function problemWith(label: string): string | undefined {
    if (!label) return MESSAGES.fieldLabelRequired;
    if (options.some((option) => sameLabel(option.label, label))) {
      return t.alreadyListed;
    }
    if (value.length >= LIMITS.customFieldsPerList) {
      return MESSAGES.tooMany(LIMITS.customFieldsPerList);
    }
    return undefined;
  }

  function addField() {
    const label = newLabel.trim();
    const problem = problemWith(label);
    if (problem) {
      setAddError(problem);
      return;
    }
    // A label that names a password or PIN starts off the receipt.
    const field = customField(label, newType);
    setAdded((fields) => [...fields, field]);
    onChange([...value, field]);
    setNewLabel('');
    setNewType('text');
    setAddError(undefined);
  }

  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    // The editor sits inside a larger form: Enter adds the field instead of submitting it.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addField();
  }

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-base font-semibold text-slate-900">{legend}</legend>
      <p className="text-sm text-slate-600">{t.privateNote}</p>
      {options.length > 0 ? (
        <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {options.map((field) => (
            <div key={field.label}>
              <Checkbox
                label={fieldLabelText(field.label, presets)}
                // Plain text is the usual kind; only the others are worth a note.
                hint={field.type === 'text' ? undefined : t[field.type]}
                checked={chosen(field.label)}
                onChange={() => toggle(field)}
              />
              {chosen(field.label) && (
                <Switch
                  className="pl-8"
                  label={t.showOnReceipt}
                  context={fieldLabelText(field.label, presets)}
                  checked={field.showOnReceipt}
                  onChange={(event) => showOnReceipt(field.label, event.target.checked)}
                />
              )}
            </div>
          ))}
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t.noFields}</p>
      )}
      <FieldError id={errorId} message={error} />
      <div className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
        <p className="text-sm font-medium text-slate-700 sm:col-span-3">{t.addOwn}</p>
        <TextField
          label={t.newLabel}
          value={newLabel}
          maxLength={LIMITS.customFieldLabel}
          error={addError}
          onChange={(event) => setNewLabel(event.target.value)}
          onKeyDown={addOnEnter}
        />
        <Select
          label={t.newType}
          value={newType}
          onChange={(event) =>
            setNewType(FIELD_TYPES.find((type) => type === event.target.value) ?? 'text')
          }
        >
          {FIELD_TYPES.map((type) => (
            <option key={type} value={type}>
              {t[type]}
            </option>
          ))}
        </Select>
        <Button variant="secondary" onClick={addField}>
          {t.addField}
        </Button>
      </div>
    </fieldset>
  );
}
