import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_MSG } from '@colabora/core/messages';
import { departments } from '../department/store';
import { jobRoles } from '../job-role/store';
import { admissionWorld, collaboratorBody, type AdmissionWorld } from '../../testing/admission';
import { invoke } from '../../testing/invoke';
import { findUserByEmail } from '../../modules/person/records';

// SES refusing to send (e.g. an unverified identity): nothing may stay behind.
vi.mock('../../lib/mailer', () => import('../../testing/rejecting-mailer'));

let world: AdmissionWorld;
beforeAll(async () => {
  world = await admissionWorld();
});

describe('POST /api/users/employee when the e-mail cannot be sent', () => {
  it('answers 502 saying nothing was registered, and removes the person, e-mail, invite and totals', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = collaboratorBody(world);
    const answer = await invoke('createEmployee', { token: world.hr.token, body });
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ message: SERVER_MSG.inviteMailFailed });
    expect(await findUserByEmail(body.email)).toBeNull();
    expect((await jobRoles.get(world.company.id, world.jobRole._id))?.totalEmployees).toBe(0);
    expect((await departments.get(world.company.id, world.department._id))?.totalEmployees).toBe(0);
    // The same e-mail can be used again right away.
    expect(JSON.stringify(errors.mock.calls)).not.toContain(body.email);
    // Told once: logged where the e-mail failed, with its cause; not again by the error handler.
    const logged = errors.mock.calls.map(([line]) => (JSON.parse(String(line)) as { message: string }).message);
    expect(logged).toEqual(['invite e-mail not sent']);
    errors.mockRestore();
  });
});
