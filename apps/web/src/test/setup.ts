import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearSession } from '../lib/session';

// Routed screens load as lazy chunks that vitest transforms on first use; on a busy
// machine that takes longer than the default 1 s that findBy* queries wait.
configure({ asyncUtilTimeout: 5000 });

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Local storage and the memory of a refused session: each test starts signed out.
  clearSession();
  // A fetch stubbed by one test must not answer the next one.
  vi.unstubAllGlobals();
});

// jsdom has <dialog> but not its modal methods; this stand-in toggles `open` and fires
// `close` like a browser, so components built on the native dialog can be tested.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom does not scroll; the router scrolls to the top on every route change.
window.scrollTo = () => {};
