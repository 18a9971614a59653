import { earliestScheduleTime, SCHEDULE_STEP_SECONDS } from '../lib/schedule-time';
import { useNow } from '../lib/use-now';
import { TextField, type TextFieldProps } from './ui/text-field';

const MINUTE_MS = 60_000;

type ScheduleTimeFieldProps = Omit<TextFieldProps, 'type' | 'min' | 'step'>;

/**
 * A follow-up's date and time on the shop's clock (`datetime-local`): the picker starts at
 * now rounded up to the next 15 minutes and moves in 15-minute steps (product §2 "/follow-up").
 */
export function ScheduleTimeField(props: ScheduleTimeFieldProps) {
  const now = useNow(MINUTE_MS);
  return (
    <TextField
      {...props}
      type="datetime-local"
      min={earliestScheduleTime(now)}
      step={SCHEDULE_STEP_SECONDS}
    />
  );
}
