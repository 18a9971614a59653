import { useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { EyeIcon, EyeOffIcon } from './icons';
import { uiMessages } from './messages';
import { TextField, type TextFieldProps } from './text-field';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

export function PasswordField(props: PasswordFieldProps) {
  const t = useMessages(uiMessages);
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          aria-label={isVisible ? t.hidePassword : t.showPassword}
          aria-pressed={isVisible}
          onClick={() => setIsVisible((visible) => !visible)}
          className="flex size-11 items-center justify-center rounded-lg text-slate-600 hover:text-slate-900"
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
