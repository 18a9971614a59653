type SpinnerProps = {
  /** Announced to screen readers; without it the spinner is decorative (e.g. inside a busy button). */
  label?: string;
  className?: string;
};

export function Spinner({ label, className = 'size-5' }: SpinnerProps) {
  const circle = (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" />
    </svg>
  );
  if (!label) return circle;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {circle}
      <span className="sr-only">{label}</span>
    </span>
  );
}
