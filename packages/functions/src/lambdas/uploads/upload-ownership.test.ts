import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { SERVER_MSG } from '@colabora/core/messages';
import type { Page } from '@colabora/core/paging';
import type { PointSolicitation } from '@colabora/core/timeclock/request-schema';
import { pdfBytes, uploadPdf } from '../../testing/admission-ready';
import { companyWithEveryRole, createPerson, type TestWorld, TEST_COMPANY_CLOCK } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';

// Issue 20 §3: an upload key is its uploader's, for the purpose its ticket named. An employee attached HR's
// payslip upload of another person to his own request and got a link to it; now that key is refused (403).

let world: TestWorld;
beforeAll(async () => {
  world = await companyWithEveryRole();
});

const today = TEST_COMPANY_CLOCK.today();
const hr = () => world.people.HUMAN_RESOURCES_MANAGMENT.token;

function lastMonth(): { month: number; year: number } {
  const [year, month] = today.split('-').map(Number);
  return month === 1 ? { month: 12, year: year - 1 } : { month: month - 1, year };
}

const employee = () =>
  createPerson(world.company.id, {
    role: 'EMPLOYEE',
    statusActive: 'HIRED',
    recordPoints: true,
    admissionDate: `${Number(today.slice(0, 4)) - 1}-01-01`,
    hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 300000, vt: 0, va: 0, vr: 0 },
  });

const dayOff = (token: string, attachment: unknown) =>
  invoke<PointSolicitation & { message?: string }>('requestDayOff', {
    token,
    body: { reason: 'REQUEST_DAY_OFF', solicitationDate: addCalendarDays(today, 7), justification: 'Consulta', attachment },
  });

describe('upload keys are tied to their uploader and purpose', () => {
  it("an employee cannot attach HR's payslip upload of another person to his own request (403, nothing recorded)", async () => {
    const [colleague, attacker] = await Promise.all([employee(), employee()]);
    const payslipFile = await uploadPdf(hr(), pdfBytes('holerite do colega'), 'holerite.pdf');
    const payslip = await invoke('createPayslip', { token: hr(), params: { userId: colleague.id }, body: { ...lastMonth(), file: payslipFile } });
    expect(payslip.status, payslip.raw).toBe(201);

    const stolen = await dayOff(attacker.token, payslipFile);
    expect(stolen.status).toBe(403);
    expect(stolen.body).toEqual({ message: SERVER_MSG.uploadNotYours });
    const mine = await invoke<Page<PointSolicitation>>('listMyRequests', { token: attacker.token });
    expect(mine.body.total).toBe(0);

    // His own upload goes through.
    const own = await dayOff(attacker.token, await uploadPdf(attacker.token, pdfBytes('atestado'), 'atestado.pdf'));
    expect(own.status, own.raw).toBe(201);
  });

  it("HR cannot file an employee's upload as someone's payslip (403)", async () => {
    const person = await employee();
    const employeeFile = await uploadPdf(person.token);
    const answer = await invoke('createPayslip', { token: hr(), params: { userId: person.id }, body: { ...lastMonth(), file: employeeFile } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: SERVER_MSG.uploadNotYours });
  });

  it("a sheet ticket's key is no payslip, even the uploader's own (403)", async () => {
    const person = await employee();
    const ticket = await invoke<{ key: string }>('createUpload', {
      token: hr(),
      body: { purpose: 'sheet', fileName: 'folha.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: 100 },
    });
    const answer = await invoke('createPayslip', {
      token: hr(),
      params: { userId: person.id },
      body: { ...lastMonth(), file: { key: ticket.body.key, name: 'folha.pdf', size: 100 } },
    });
    expect(answer.status).toBe(403);
  });
});
