import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { transferableAbortController } from 'node:util';
import { afterEach } from 'vitest';
import { clearSession } from '@/lib/session';
import { removeTestStyles } from './style-cache';

// renderApp's first render loads lazy routes, and a 2-core runner shared with other suites is slow:
// more than the default 1 s. Passing queries do not wait for it.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no object URLs; the SPA shows stored photos and PDFs from their bytes through them.
URL.createObjectURL ??= () => 'blob:test';
URL.revokeObjectURL ??= () => undefined;

// jsdom lays nothing out, and computes a style by matching every CSS rule of the page (MUI's leave hundreds).
// MUI's TextareaAutosize (every multiline field) asks its textarea's computed width on each render to size it,
// which took ~2 s of a dialog test; it is answered as jsdom's layout has it, 0 px, which ends that measure the
// way a hidden textarea does. Every other property is read from the real computed style when asked.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
  if (!(element instanceof HTMLTextAreaElement)) return computedStyle(element, pseudoElement);
  let real: CSSStyleDeclaration | undefined;
  return new Proxy({} as CSSStyleDeclaration, {
    get(_, key) {
      if (key === 'width') return '0px';
      real ??= computedStyle(element, pseudoElement);
      const value: unknown = Reflect.get(real, key, real);
      return typeof value === 'function' ? value.bind(real) : value;
    },
  });
};

// Node's Request (undici, what React Router's data router builds on every navigation) takes only Node's own
// AbortSignal, and since Node 24 it checks: jsdom's, which the environment puts in the globals, is refused. The page
// gets Node's AbortController and AbortSignal instead, as a browser has one of each (Node's util hands a controller).
const nodeController = transferableAbortController();
globalThis.AbortController = nodeController.constructor as typeof AbortController;
globalThis.AbortSignal = nodeController.signal.constructor as typeof AbortSignal;

afterEach(() => {
  cleanup();
  removeTestStyles();
  clearSession();
  localStorage.clear();
});
