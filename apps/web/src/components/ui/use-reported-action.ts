import { errorMessage } from '../../lib/api-errors';
import { useAlert } from './alert-provider';

/**
 * Runs a request a tap started and tells the owner how it went: `success` as a success
 * notice, a failure as its message (`errorMessage` with `fallback`). Answers whether it
 * succeeded, so the caller can close a dialog only then.
 */
export function useReportedAction() {
  const alert = useAlert();
  return async function report(
    action: () => Promise<unknown>,
    success: string,
    fallback?: string,
  ): Promise<boolean> {
    try {
      await action();
      alert.show('success', success);
      return true;
    } catch (error) {
      alert.show('error', errorMessage(error, fallback));
      return false;
    }
  };
}
