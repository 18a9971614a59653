import type { ComponentProps } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-brand-700 hover:bg-brand-50',
};

/**
 * `compact`: narrow padding and a smaller label, for a row of buttons on a 360 px phone or
 * a short action in a crowded table row (Edit); still a 44 px target.
 */
export type ButtonSize = 'default' | 'compact';

// The padding is chosen here, not by a className: of two px- classes the stylesheet's
// order decides, not the order they are written in.
const SIZE_CLASSES: Record<ButtonSize, string> = {
  default: 'px-4 text-base',
  compact: 'min-w-11 px-2 text-sm whitespace-nowrap sm:text-base',
};

/** Shared look of buttons, also for links styled as buttons. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  className = '',
  size: ButtonSize = 'default',
): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg py-2 font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${SIZE_CLASSES[size]} ${VARIANT_CLASSES[variant]} ${className}`;
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks further clicks, so a slow save is not sent twice. */
  isLoading?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'default',
  isLoading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={buttonClasses(variant, className, size)}
      {...props}
    >
      {isLoading && <Spinner />}
      {children}
    </button>
  );
}
