import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait up to 10 s (default 1 s): antd pages render slowly under jsdom on a
// loaded 2-core CI machine, and a slow render is not a failure.
configure({ asyncUtilTimeout: 10_000 });

// antd reads matchMedia for responsive grids; jsdom has none (STACK.md).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// jsdom has no modal dialogs (the sheets of the header and the exhibitor list): opening and
// closing toggle `open` and send the close event, as the browser does; focus trapping is the
// browser's own and is not tested here.
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

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie = 'locale=; max-age=0; path=/';
});
