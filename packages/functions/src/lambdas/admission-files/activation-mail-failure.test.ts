import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_MSG } from '@colabora/core/messages';
import { admissionWorld, type AdmissionWorld } from '../../testing/admission';
import { readyCandidate, sendExams, uploadPdf } from '../../testing/admission-ready';
import { invoke } from '../../testing/invoke';
import { getUser } from '../../modules/person/records';

// SES refusing to send the activation e-mail: the activation stands, and HR learns the person was not told.
vi.mock('../../lib/mailer', () => import('../../testing/rejecting-mailer'));

let world: AdmissionWorld;
beforeAll(async () => {
  world = await admissionWorld();
});

describe('PUT /api/users/activate/{id} when the e-mail cannot be sent', () => {
  it('keeps the activation and answers 502 saying so, without logging the address', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const candidate = await readyCandidate(world);
    await sendExams(candidate);
    // The contract's own e-mail fails too (same mock, 502): the contract is stored all the same, then signed.
    await invoke('uploadContract', {
      token: world.hr.token,
      params: { userId: candidate.id },
      body: { contract: 'employementContract', file: await uploadPdf(world.hr.token) },
    });
    const signed = await invoke('signContract', {
      token: candidate.token,
      params: { userId: candidate.id },
      body: { contract: 'employementContract', agreed: true },
    });
    expect(signed.status, signed.raw).toBe(200);
    const answer = await invoke('activateUser', { token: world.hr.token, params: { id: candidate.id }, body: { recordPoints: false } });
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ message: SERVER_MSG.activationMailFailed });
    expect((await getUser(world.company.id, candidate.id))?.role).toBe('EMPLOYEE');
    expect(JSON.stringify(errors.mock.calls)).not.toContain(candidate.email);
    errors.mockRestore();
  });
});
