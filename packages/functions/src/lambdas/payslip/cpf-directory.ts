import { db } from '../../db/service';

// Whose payslip a file of the bulk upload is: the employees of the company by the CPF of their documents step
// (stored as 11 digits). One read of the company's people, of two attributes each, per upload.

/** Employees' ids by CPF; a CPF more than one employee holds maps to all of them. */
export async function employeesByCpf(companyId: string): Promise<Map<string, string[]>> {
  const { data } = await db.entities.user.query
    .people({ companyId })
    .where(({ role }, { eq }) => eq(role, 'EMPLOYEE'))
    .go({ pages: 'all', attributes: ['id', 'documents'] });
  const directory = new Map<string, string[]>();
  for (const person of data) {
    const cpf = person.documents?.cpf;
    if (cpf) directory.set(cpf, [...(directory.get(cpf) ?? []), person.id]);
  }
  return directory;
}
