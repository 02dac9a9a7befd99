import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from '@/lib/session';

// The first render of a lazy route compiles its modules; on a busy 2-core runner that exceeds 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
});
