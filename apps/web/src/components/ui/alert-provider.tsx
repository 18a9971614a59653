import { ALERT_MS } from '@khatabill/domain';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useMessages } from '../../i18n/use-messages';
import { alertMessages } from './messages';

export type AlertType = 'success' | 'warning' | 'error';

export type AlertApi = {
  /** Shows one notice for ALERT_MS; a new notice replaces the current one. */
  show(type: AlertType | (string & {}), message: string): void;
};

type Notice = { type: AlertType; message: string };

const AlertContext = createContext<AlertApi | null>(null);

const TYPE_CLASSES: Record<AlertType, string> = {
  success: 'border-green-700 bg-green-50 text-green-900',
  warning: 'border-amber-600 bg-amber-50 text-amber-900',
  error: 'border-red-700 bg-red-50 text-red-900',
};

// Product §4 "Alert notice": success and warning as given, anything else is shown as an error.
function toAlertType(type: string): AlertType {
  return type === 'success' || type === 'warning' ? type : 'error';
}

export function AlertProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const layer = useRef<HTMLDivElement>(null);

  // A fresh object each time, so the same message shown twice restarts its timer.
  const show = useCallback((type: string, message: string) => {
    setNotice({ type: toAlertType(type), message });
  }, []);

  useEffect(() => {
    // Also at mount: the live regions must be displayed before the first notice arrives.
    raiseToTop(layer.current);
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), ALERT_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const api = useMemo<AlertApi>(() => ({ show }), [show]);

  return (
    <AlertContext value={api}>
      {children}
      {/* Both live regions stay mounted so screen readers announce what is put in them. */}
      <div
        ref={layer}
        popover={SUPPORTS_POPOVER ? 'manual' : undefined}
        className="pointer-events-none fixed inset-x-0 top-3 bottom-auto m-0 flex w-full justify-center overflow-visible border-0 bg-transparent px-4"
      >
        <div role="status" aria-live="polite">
          {notice && notice.type !== 'error' && <NoticeBox notice={notice} />}
        </div>
        <div role="alert" aria-live="assertive">
          {notice?.type === 'error' && <NoticeBox notice={notice} />}
        </div>
      </div>
    </AlertContext>
  );
}

// Without the Popover API (older browsers, jsdom) the layer is a plain fixed box.
const SUPPORTS_POPOVER = 'showPopover' in HTMLElement.prototype;

/**
 * A modal dialog sits in the browser's top layer, above any z-index, and would hide a
 * notice shown while it is open (e.g. 'Bill link copied to clipboard!' in the share
 * dialog). A manual popover is in the top layer too; showing it again puts it on top.
 */
function raiseToTop(element: HTMLDivElement | null): void {
  if (!element || !SUPPORTS_POPOVER) return;
  if (element.matches(':popover-open')) element.hidePopover();
  element.showPopover();
}

function NoticeBox({ notice }: { notice: Notice }) {
  // Read out before the message, so the kind of notice does not depend on its colour.
  const typeLabels = useMessages(alertMessages);
  return (
    <p
      className={`pointer-events-auto max-w-md rounded-lg border-l-4 px-4 py-3 text-base shadow-lg ${TYPE_CLASSES[notice.type]}`}
    >
      <span className="sr-only">{typeLabels[notice.type]}: </span>
      {notice.message}
    </p>
  );
}

export function useAlert(): AlertApi {
  const api = use(AlertContext);
  if (!api) throw new Error('useAlert must be used inside <AlertProvider>');
  return api;
}
