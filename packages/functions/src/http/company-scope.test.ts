import { isHttpError } from './http-error';
import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '@colabora/core/messages';
import type { Caller } from './caller';
import { assertSameCompany, foundInCompany } from './company-scope';

const caller: Caller = { id: 'u', companyId: 'c1', role: 'ADMINISTRATOR_COMPANY', email: 'a@a.com', fullName: 'A' };

function statusOf(run: () => unknown): number | 'ok' {
  try {
    run();
    return 'ok';
  } catch (error) {
    if (isHttpError(error)) return error.statusCode;
    throw error;
  }
}

describe('company scoping', () => {
  it('accepts the caller company only', () => {
    expect(statusOf(() => assertSameCompany(caller, 'c1'))).toBe('ok');
    expect(statusOf(() => assertSameCompany(caller, 'c2'))).toBe(403);
    expect(statusOf(() => assertSameCompany(caller, undefined))).toBe(403);
  });

  it('another company record is not found, with no detail', () => {
    expect(foundInCompany(caller, { companyId: 'c1', name: 'x' })).toEqual({ companyId: 'c1', name: 'x' });
    expect(statusOf(() => foundInCompany(caller, { companyId: 'c2' }))).toBe(404);
    expect(statusOf(() => foundInCompany(caller, null))).toBe(404);
    try {
      foundInCompany(caller, { companyId: 'c2', secret: 'nope' });
    } catch (error) {
      expect((error as Error).message).toBe(SERVER_MSG.notFound);
    }
  });
});
