import { cpfFromFileName } from '@colabora/core/payslip/rules';
import { companyToday } from '../../modules/company/time-zone';
import { now } from '../../lib/clock';
import { PAYSLIP_MSG, PAYSLIP_UPLOAD_PURPOSE, payslipBulkSchema, type PayslipBulkAnswer } from '@colabora/core/payslip/schema';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { isHttpError } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { getUser } from '../../modules/person/records';
import { acceptUpload } from '../../modules/files/stored-file';
import { employeesByCpf } from './cpf-directory';
import { payslipRefusal } from './payslip-target';
import { addPayslip, companyName, tellPayslipArrived } from '../../modules/payslip/payslip-records';
import type { UserRecord } from '../../db/entities/user';

type Match = { person: UserRecord } | { reason: string };

/**
 * POST /api/payslip/bulk {month, year, files} → PayslipBulkAnswer (HR). Each PDF is matched to an employee of
 * the company by the CPF in its file name and becomes their payslip of the month (same checks as one upload),
 * then they are e-mailed. A file that matches nobody, or that person cannot receive it, is listed with the
 * reason and nothing is stored for it; the others are stored all the same. Neither the answer nor the logs
 * carry a CPF: the reason names the file, which HR named.
 */
export const importPayslips = action('importPayslips', { body: payslipBulkSchema }, async ({ caller, body: { month, year, files } }) => {
  const [directory, company, today] = await Promise.all([employeesByCpf(caller.companyId), companyName(caller.companyId), companyToday(caller.companyId, now())]);
  const answer: PayslipBulkAnswer = { created: [], unmatched: [] };

  async function match(file: UploadedFile): Promise<Match> {
    const cpf = cpfFromFileName(file.name);
    if (!cpf) return { reason: PAYSLIP_MSG.noCpfInFileName };
    const ids = directory.get(cpf) ?? [];
    if (ids.length === 0) return { reason: PAYSLIP_MSG.noPersonWithCpf };
    if (ids.length > 1) return { reason: PAYSLIP_MSG.manyPeopleWithCpf };
    const person = await getUser(caller.companyId, ids[0]);
    if (!person) return { reason: PAYSLIP_MSG.noPersonWithCpf };
    const refusal = payslipRefusal(person, month, year, today);
    return refusal ? { reason: refusal } : { person };
  }

  // One file after another: each is a few S3 calls and a transaction, and the Lambda has time for the maximum.
  for (const file of files) {
    const matched = await match(file);
    if ('reason' in matched) {
      answer.unmatched.push({ fileName: file.name, reason: matched.reason });
      continue;
    }
    let accepted: UploadedFile;
    try {
      accepted = await acceptUpload(caller, file, PAYSLIP_UPLOAD_PURPOSE);
    } catch (error) {
      // Not a PDF, too large, or not this company's upload: that file is refused, the others go on.
      if (!isHttpError(error)) throw error;
      answer.unmatched.push({ fileName: file.name, reason: error.message });
      continue;
    }
    const { person } = matched;
    const record = await addPayslip(caller, person, { month, year }, accepted);
    await tellPayslipArrived(person, record, company);
    answer.created.push({ userId: person.id, fullName: person.fullName, fileName: file.name });
  }
  return ok(answer);
});
