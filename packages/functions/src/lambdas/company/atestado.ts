import { ATESTADO_MSG, atestadoDocument } from '@colabora/core/company/atestado';
import { assertSameCompany } from '../../http/company-scope';
import { attachment } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { now } from '../../lib/clock';
import { companyEmployer } from '../../modules/company/company-settings';
import { companyToday } from '../../modules/company/time-zone';
import { afdProgram } from '../../modules/timeclock/afd-program';
import { developerSettings } from '../../modules/timeclock/developer-settings';

/**
 * GET /api/company/atestado/{companyId} → PDF: the Atestado Técnico e Termo de Responsabilidade (Portaria MTP
 * 671/2021 art. 89, Anexo VII) with the company's and the program's data, for the developer's signers: the
 * administrator's own company only.
 */
export const getAtestado = action('getAtestado', async ({ caller, params }) => {
  assertSameCompany(caller, params.companyId);
  const document = atestadoDocument({
    employer: await companyEmployer(caller.companyId),
    registration: afdProgram(),
    ...developerSettings(),
    issuedOn: await companyToday(caller.companyId, now()),
  });
  // Lazily: pdf-lib loads only here, not at the Lambda's cold start (stacks/bundling.ts).
  const { atestadoPdf } = await import('../../modules/company/atestado-pdf');
  return attachment(ATESTADO_MSG.fileName, 'application/pdf', await atestadoPdf(document));
});
