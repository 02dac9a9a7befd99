import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from '@/lib/session';

// renderApp's first render loads lazy routes, and a 2-core runner shared with other suites is slow:
// more than the default 1 s. Passing queries do not wait for it.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no object URLs; the SPA shows stored photos and PDFs from their bytes through them.
URL.createObjectURL ??= () => 'blob:test';
URL.revokeObjectURL ??= () => undefined;

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
});
