import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, newPage, signIn } from './support/browser';

// The headers CloudFront adds in AWS (stacks/security-headers.ts), sent by the local server too, and a CSP the
// SPA really runs under: a page that needed an inline script or a foreign origin would log a violation.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('security headers', () => {
  it.each(['/', '/home/career', '/api/job-role/paginate/x'])('%s carries CSP, nosniff, no framing, referrer policy and HSTS', async (path) => {
    const res = await fetch(appUrl(path));
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
  });

  it('personal data answers are never stored by the browser', async () => {
    const signIn = await fetch(appUrl('/api/auth'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'rh@demo.com.br', password: 'Demo@2026' }),
    });
    const { token, user } = (await signIn.json()) as { token: string; user: { _id: string } };
    const person = await fetch(appUrl(`/api/users/${user._id}`), { headers: { authorization: `Bearer ${token}` } });
    expect(person.status).toBe(200);
    expect(person.headers.get('cache-control')).toBe('no-store');
  });

  it('the SPA runs under its CSP without a single violation', async () => {
    const page = await newPage(browser);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await signIn(page, 'rh@demo.com.br');
    await page.waitForURL('**/home/admissions');
    for (const path of ['/home/career', '/home/departments', '/home/admissions/new-colaborator']) {
      await page.goto(appUrl(path));
      await page.getByRole('navigation').waitFor();
    }
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
