import { useEffect, useRef, useState } from 'react';
import { createPath, useLocation, useNavigate, type Path } from 'react-router';
import { setLeaveGuard } from './leave-guard';

/** Whether leaving `currentLocation` for `nextLocation` waits for the user's answer. */
export type ShouldBlockLeave = (args: { currentLocation: Path; nextLocation: Path }) => boolean;

/** A navigation held back: `proceed` carries it out, `reset` stays where the user is. */
export type LeaveBlocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

/** Where a click on a link goes, if it stays in this tab of the app: what a router link follows. */
function inAppDestination(event: MouseEvent): Path | null {
  const isPlainClick =
    event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
  if (event.defaultPrevented || !isPlainClick || !(event.target instanceof Element)) return null;
  const link = event.target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const { origin, pathname, search, hash } = new URL(link.href);
  return origin === window.location.origin ? { pathname, search, hash } : null;
}

/**
 * Holds back the ways a user leaves this screen while `shouldBlock` says so, until they
 * proceed or stay: a click on an in-app link (every Link and NavLink, the bottom bar's too)
 * and Back (the browser's button, Android's gesture). The router's declarative mode has no
 * blocker of its own; a navigation the app starts in code (`navigate()`) is not held.
 */
export function useLeaveBlocker(shouldBlock: ShouldBlockLeave): LeaveBlocker {
  const location = useLocation();
  const navigate = useNavigate();
  const [held, setHeld] = useState<{ proceed: () => void } | null>(null);
  // The listeners live as long as the screen; these keep what they read current.
  const latest = useRef({ shouldBlock, location, navigate, entryState: null as unknown });
  const isLeaving = useRef(false);

  useEffect(() => {
    latest.current.shouldBlock = shouldBlock;
    latest.current.navigate = navigate;
  }, [shouldBlock, navigate]);

  useEffect(() => {
    // The router has written this address's history entry by now: Back may need it again.
    latest.current.location = location;
    latest.current.entryState = window.history.state;
    isLeaving.current = false;
  }, [location]);

  useEffect(() => {
    const blocks = (nextLocation: Path) =>
      !isLeaving.current &&
      latest.current.shouldBlock({ currentLocation: latest.current.location, nextLocation });

    return setLeaveGuard({
      onClick(event) {
        const next = inAppDestination(event);
        if (!next || !blocks(next)) return;
        // A router link follows no click whose default was prevented.
        event.preventDefault();
        setHeld({ proceed: () => void latest.current.navigate(next) });
      },
      onPopState(event) {
        const { pathname, search, hash } = window.location;
        if (!blocks({ pathname, search, hash })) return;
        // The browser has already moved: the router must not follow, and the entry left is
        // put back on top, so the address shown is this screen's again while the user answers.
        event.stopImmediatePropagation();
        const { entryState, location: current } = latest.current;
        window.history.pushState(entryState, '', createPath(current));
        setHeld({ proceed: () => window.history.back() });
      },
    });
  }, []);

  if (!held) return { state: 'unblocked' };
  return {
    state: 'blocked',
    proceed: () => {
      isLeaving.current = true;
      setHeld(null);
      held.proceed();
    },
    reset: () => setHeld(null),
  };
}
