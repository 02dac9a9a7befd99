import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt with OWASP parameters and a random salt', async () => {
    const [first, second] = await Promise.all([hashPassword('Demo@2026'), hashPassword('Demo@2026')]);
    expect(first).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Demo@2026');
  });

  it('accepts the right password and refuses others', async () => {
    const stored = await hashPassword('Demo@2026');
    expect(await verifyPassword('Demo@2026', stored)).toBe(true);
    expect(await verifyPassword('demo@2026', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuses malformed stored values instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$17$8$1$$')).toBe(false);
  });

  it('runs a dummy check for unknown accounts and always says no', async () => {
    expect(await verifyAgainstDummy('Demo@2026')).toBe(false);
  });
});
