import { vi } from 'vitest';

// SES refusing every message, as it does for an address it will not send to: a test file swaps the mailer
// for this with `vi.mock('../lib/mailer', () => import('./rejecting-mailer'))`.
export const sendMail = vi.fn(async () => {
  throw Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' });
});
