import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContractFile } from '@colabora/core/admission/admission-files';
import { SERVER_MSG } from '@colabora/core/messages';
import { admissionWorld, type AdmissionWorld } from '../../testing/admission';
import { kept, readyCandidate, uploadPdf } from '../../testing/admission-ready';
import { invoke } from '../../testing/invoke';
import { getUser } from '../../modules/person/records';

// SES refusing to send: the contract HR uploaded must not be lost, and HR must learn the candidate was not told.
vi.mock('../../lib/mailer', () => import('../../testing/rejecting-mailer'));

let world: AdmissionWorld;
beforeAll(async () => {
  world = await admissionWorld();
});

describe('PUT /api/users/contracts/{userId} when the e-mail cannot be sent', () => {
  it('keeps the contract stored and answers 502 saying so, without logging the address', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const candidate = await readyCandidate(world);
    const file = await uploadPdf(world.hr.token);
    const answer = await invoke('uploadContract', {
      token: world.hr.token,
      params: { userId: candidate.id },
      body: { contract: 'otherDocuments', file },
    });
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ message: SERVER_MSG.contractMailFailed });
    const contracts = (await getUser(world.company.id, candidate.id))?.contracts as Record<string, ContractFile>;
    expect(contracts.otherDocuments).toMatchObject({ ...kept(file), status: 'sent' });
    expect(JSON.stringify(errors.mock.calls)).not.toContain(candidate.email);
    errors.mockRestore();
  });
});
