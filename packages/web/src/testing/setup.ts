import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from '@/lib/session';

// renderApp's first render loads lazy routes, and a 2-core runner shared with other suites is slow:
// more than the default 1 s. Passing queries do not wait for it.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
});
