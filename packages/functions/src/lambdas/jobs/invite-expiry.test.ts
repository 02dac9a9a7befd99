import { describe, expect, it } from 'vitest';
import type { AdmissionListItem } from '@colabora/core/admission/contract';
import { inviteStateLabel } from '@colabora/core/admission/new-collaborator';
import type { Page } from '@colabora/core/paging';
import { createCandidate, createCompany, createPerson, noonOf } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';
import { getUser } from '../../modules/person/records';
import { updateCompanySettings } from '../../modules/company/company-settings';
import { runInviteExpiry } from './invite-expiry';

describe('invite expiry job', () => {
  // Days long past, so that the job (which sweeps every company) touches no other test file's candidates.
  it('disables the invites whose limit date is before today, and nothing else', async () => {
    const company = await createCompany();
    const dates = { admissionDate: '2001-01-01' };
    const [expired, lastDay, waitingSign, alreadyOff, employee] = await Promise.all([
      createCandidate(company.id, { ...dates, limitDate: '2001-01-09' }),
      createCandidate(company.id, { ...dates, limitDate: '2001-01-10' }),
      createCandidate(company.id, { ...dates, limitDate: '2001-01-09', role: 'WAITING_CONTRACT_SIGN' }),
      createCandidate(company.id, { ...dates, limitDate: '2001-01-01', disabled: true }),
      createPerson(company.id, { role: 'EMPLOYEE', statusActive: 'PENDING', limitDate: '2001-01-01' }),
    ]);
    const disabled = async (p: { id: string }) => (await getUser(company.id, p.id))?.disabled;

    const result = await runInviteExpiry(noonOf('2001-01-10'));
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(await disabled(expired)).toBe(true);
    expect(await disabled(lastDay)).toBe(false);
    expect(await disabled(waitingSign)).toBe(false);
    expect(await disabled(alreadyOff)).toBe(true);
    expect(await disabled(employee)).toBeUndefined();

    await runInviteExpiry(noonOf('2001-01-11'));
    expect(await disabled(lastDay)).toBe(true);
    // Running again changes nothing more.
    expect((await runInviteExpiry(noonOf('2001-01-11'))).expired).toBe(0);

    // The admissions list shows them Expirado.
    const hr = await createPerson(company.id, { role: 'ADMINISTRATOR_COMPANY' });
    const list = await invoke<Page<AdmissionListItem>>('listCompanyUsers', {
      token: hr.token,
      params: { companyId: company.id },
      query: { status: 'ADMISSION', limit: '10' },
    });
    const labels = Object.fromEntries(list.body.docs.map((d) => [d._id, inviteStateLabel(d)]));
    expect(labels[expired.id]).toBe('Expirado');
    expect(labels[waitingSign.id]).toBe('Enviado');
  });

  it("expires on each company's day (issue 22 §6): a Manaus deadline lasts until midnight in Manaus", async () => {
    const [saoPaulo, manaus] = await Promise.all([createCompany(), createCompany()]);
    await updateCompanySettings(manaus.id, { bankRegime: 'INDIVIDUAL_AGREEMENT', timeZone: 'America/Manaus' });
    const dates = { admissionDate: '2002-02-01', limitDate: '2002-02-09' };
    const [inSaoPaulo, inManaus] = await Promise.all([createCandidate(saoPaulo.id, dates), createCandidate(manaus.id, dates)]);
    const disabled = async (p: { companyId: string; id: string }) => (await getUser(p.companyId, p.id))?.disabled;

    await runInviteExpiry(new Date('2002-02-10T03:30:00Z')); // 00:30 of the 10th in Sao Paulo, 23:30 of the 9th in Manaus
    expect(await disabled(inSaoPaulo)).toBe(true);
    expect(await disabled(inManaus)).toBe(false);

    await runInviteExpiry(new Date('2002-02-10T04:30:00Z')); // 00:30 of the 10th in Manaus
    expect(await disabled(inManaus)).toBe(true);
  });
});
