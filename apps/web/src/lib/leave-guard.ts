/** What the screen that holds back leaving (useLeaveBlocker) does with each way out. */
export type LeaveGuard = {
  /** Any click, while it captures: before a router link follows it. */
  onClick: (event: MouseEvent) => void;
  /** The browser went Back (or Forward): before the router follows. */
  onPopState: (event: PopStateEvent) => void;
};

let active: LeaveGuard | null = null;

// Added as the app starts (main.tsx), before the router adds its own: a window calls its
// listeners in the order they were added, capturing or not (Chromium), and the guard must
// come first to keep the router from following a Back it holds.
document.addEventListener('click', (event) => active?.onClick(event), true);
window.addEventListener('popstate', (event) => active?.onPopState(event));

/** Puts `guard` in force, until the function it answers is called. */
export function setLeaveGuard(guard: LeaveGuard): () => void {
  active = guard;
  return () => {
    if (active === guard) active = null;
  };
}
