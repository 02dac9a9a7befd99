import { Forbidden, NotFound } from './http-error';
import { SERVER_MSG } from '@colabora/core/messages';
import type { Caller } from './caller';

// Tenant isolation. Naming another company (a {companyId} path parameter or a body's `company`) is
// refused outright (403). Records are always looked up under the caller's own company, so another
// company's record id simply is not found (404) and nothing of it is ever read.

export function assertSameCompany(caller: Caller, companyId: string | undefined): void {
  if (companyId !== caller.companyId) throw new Forbidden(SERVER_MSG.forbidden);
}

/** The record, or 404 when it does not exist in the caller's company. */
export function foundInCompany<T extends { companyId: string }>(caller: Caller, record: T | null | undefined): T {
  if (!record || record.companyId !== caller.companyId) throw new NotFound(SERVER_MSG.notFound);
  return record;
}
