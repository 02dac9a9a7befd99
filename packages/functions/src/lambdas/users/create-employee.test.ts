import { initialSteps } from '@colabora/core/admission/steps';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CollaboratorDetail, InviteSignInAnswer } from '@colabora/core/admission/contract';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { NEW_COLLABORATOR_MSG } from '@colabora/core/admission/new-collaborator';
import { admissionOutOfWindowMessage } from '@colabora/core/admission/rules';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import { config } from '../../config';
import { documentClient } from '../../db/client';
import { db } from '../../db/service';
import { departments } from '../department/store';
import { jobRoles } from '../job-role/store';
import { admissionWorld, collaboratorBody, dayFromToday, type AdmissionWorld } from '../../testing/admission';
import { invoke, type ErrorBody } from '../../testing/invoke';

/** A detail on success, {message, errors} on refusal. */
type DetailOrError = CollaboratorDetail & Partial<ErrorBody>;
import { firstPasswordIn, mailsTo } from '../../testing/mail-store';
import { findUserByEmail } from '../../modules/person/records';
import { TEST_COMPANY_CLOCK } from '../../testing/fixtures';

let world: AdmissionWorld;
let other: AdmissionWorld;

beforeAll(async () => {
  [world, other] = await Promise.all([admissionWorld(), admissionWorld()]);
});

const create = (body: unknown, token = world.hr.token) => invoke<DetailOrError>('createEmployee', { token, body });
const totals = async (w: AdmissionWorld = world) => [
  (await jobRoles.get(w.company.id, w.jobRole._id))?.totalEmployees,
  (await departments.get(w.company.id, w.department._id))?.totalEmployees,
];

describe('POST /api/users/employee', () => {
  it('admits the person: candidate role, pending, the offer, 0 % filled, a fresh invite; counts them', async () => {
    const before = await totals();
    const body = collaboratorBody(world);
    const answer = await create(body);
    expect(answer.status, answer.raw).toBe(201);
    expect(answer.body).toEqual({
      _id: expect.any(String),
      fullName: 'Ana Beatriz Souza',
      email: body.email,
      phone: '11987654321',
      role: 'ADMISSION_PROCESS',
      statusActive: 'PENDING',
      company: { _id: world.company.id, name: world.company.name },
      jobRole: { _id: world.jobRole._id, name: world.jobRole.name, baseSalary: 310000, toxicologicalExam: true },
      department: { _id: world.department._id, name: world.department.name },
      // The place of work: none chosen yet, so the company's first (its registered address, 'Sede').
      hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 350000, vt: 22000, va: 0, vr: 60000, placeOfWork: 'Sede' },
      admissionDate: body.admissionDate,
      limitDate: body.limitDate,
      percentageFilled: 0,
      disabled: false,
      invite: { _id: expect.any(String), opened: false, concluded: false, emailVerify: false, accepted: false },
      isWhatsApp: null,
      recordPoints: false,
      currentLeave: null,
      // Every step starts not filled; nothing of the candidate's data exists yet.
      steps: initialSteps(),
      personalData: null,
      familyData: null,
      documents: null,
      address: null,
      bankData: null,
      admissionExam: null,
      toxicologicalExam: null,
      contracts: {},
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/password/i);
    expect(await totals()).toEqual(before.map((n) => (n ?? 0) + 1));
  });

  it('copies the salary from the job role when the standard salary is chosen, whatever was typed', async () => {
    const body = collaboratorBody(world, {
      hiringData: { regime: 'PJ', hasStandardSalary: true, salary: 1, vt: 0, va: 0, vr: 0 },
    });
    const answer = await create(body);
    expect(answer.status).toBe(201);
    expect(answer.body.hiringData).toEqual({ regime: 'PJ', hasStandardSalary: true, salary: 310000, vt: 0, va: 0, vr: 0, placeOfWork: 'Sede' });
  });

  it('e-mails the invite with the company, the name, the link and a first password that signs in', async () => {
    const body = collaboratorBody(world, { fullName: 'Bruno Carvalho Lima' });
    const answer = await create(body);
    const [mail, ...more] = await mailsTo(body.email);
    expect(more).toEqual([]);
    expect(mail.from).toBe(config.mailFrom);
    expect(mail.subject).toBe(`${world.company.name}: convite para o seu processo de admissão`);
    const link = `${config.appUrl}/admission-process`;
    expect(link).toMatch(/^https?:\/\/[^/]+\/admission-process$/);
    for (const body of [mail.body.text ?? '', mail.body.html ?? '']) {
      expect(body).toContain('Olá, Bruno!');
      expect(body).toContain(world.company.name);
      expect(body).toContain(link);
    }
    const password = firstPasswordIn(mail);
    expect(mail.body.html).toContain(password);

    const signIn = await invoke<InviteSignInAnswer>('inviteSignIn', { body: { email: body.email, password } });
    expect(signIn.status, signIn.raw).toBe(200);
    expect(signIn.body.user._id).toBe(answer.body._id);
    expect(signIn.body.invite._id).toBe(answer.body.invite?._id);
  });

  it('stores the first password only as a scrypt hash', async () => {
    const body = collaboratorBody(world);
    const answer = await create(body);
    const password = firstPasswordIn((await mailsTo(body.email))[0]);
    const { Item } = await documentClient.send(
      new GetCommand({
        TableName: config.tableName,
        Key: db.entities.user.get({ companyId: world.company.id, id: answer.body._id }).params().Key,
      }),
    );
    const stored = JSON.stringify(Item);
    expect(stored).not.toContain(password);
    expect(Item?.passwordHash).toMatch(/^scrypt\$17\$8\$1\$/);
  });

  it('refuses an e-mail already in use (any case), creating and sending nothing', async () => {
    const body = collaboratorBody(world);
    expect((await create(body)).status).toBe(201);
    const before = await totals();
    const again = await create({ ...body, email: body.email.toUpperCase(), fullName: 'Outra Pessoa' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: SERVER_MSG.emailTaken, errors: { email: SERVER_MSG.emailTaken } });
    expect(await totals()).toEqual(before);
    expect(await mailsTo(body.email)).toHaveLength(1);
    expect((await findUserByEmail(body.email))?.fullName).toBe('Ana Beatriz Souza');
  });

  it('two creations with the same e-mail at once: one wins, one 409, one person, one e-mail', async () => {
    const body = collaboratorBody(world);
    const before = await totals();
    const answers = await Promise.all([create(body), create({ ...body, fullName: 'Gêmeo Concorrente' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await totals()).toEqual(before.map((n) => (n ?? 0) + 1));
    expect(await mailsTo(body.email)).toHaveLength(1);
    const winner = answers.find((a) => a.status === 201);
    expect((await findUserByEmail(body.email))?.id).toBe(winner?.body._id);
  });

  it("refuses another company's job role or department (404) and writes nothing", async () => {
    const before = [await totals(), await totals(other)];
    const foreignRole = collaboratorBody(world, { jobRole: other.jobRole._id });
    const foreignDepartment = collaboratorBody(world, { department: other.department._id });
    const roleAnswer = await create(foreignRole);
    const departmentAnswer = await create(foreignDepartment);
    expect(roleAnswer.status).toBe(404);
    expect(roleAnswer.body.message).toBe(SERVER_MSG.jobRoleNotFound);
    expect(departmentAnswer.status).toBe(404);
    expect(departmentAnswer.body.message).toBe(SERVER_MSG.departmentNotFound);
    expect(await findUserByEmail(foreignRole.email)).toBeNull();
    expect(await findUserByEmail(foreignDepartment.email)).toBeNull();
    expect([await totals(), await totals(other)]).toEqual(before);
    expect(await mailsTo(foreignRole.email)).toEqual([]);
  });

  it("refuses naming another company in the body (403)", async () => {
    const answer = await create(collaboratorBody(world, { company: other.company.id }));
    expect(answer.status).toBe(403);
  });

  it('answers bad input with 400 and the form messages', async () => {
    const answer = await create({
      ...collaboratorBody(world),
      fullName: 'Ana 2',
      email: 'ana@',
      phone: '1234',
      hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 0, vt: 0, va: 0, vr: 0 },
      admissionDate: dayFromToday(10),
      limitDate: dayFromToday(5),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      fullName: NEW_COLLABORATOR_MSG.lettersOnly,
      email: NEW_COLLABORATOR_MSG.invalidEmail,
      phone: NEW_COLLABORATOR_MSG.invalidPhone,
      'hiringData.salary': NEW_COLLABORATOR_MSG.invalidValue,
      limitDate: NEW_COLLABORATOR_MSG.limitBeforeAdmission,
    });
    expect(answer.body.message).toBe(NEW_COLLABORATOR_MSG.lettersOnly);

    const empty = await create({ company: world.company.id });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      fullName: MSG.required,
      jobRole: MSG.required,
      admissionDate: NEW_COLLABORATOR_MSG.invalidDate,
    });
    const malformed = await create({ ...collaboratorBody(world), admissionDate: '15/03/2030' });
    expect(malformed.body.errors).toEqual({ admissionDate: NEW_COLLABORATOR_MSG.invalidDateFormat });
  });

  it('refuses an admission date more than 30 days ago or more than a year ahead, and takes both ends', async () => {
    const outside = admissionOutOfWindowMessage(TEST_COMPANY_CLOCK.today());
    for (const admissionDate of [dayFromToday(-31), dayFromToday(366)]) {
      const body = collaboratorBody(world, { admissionDate, limitDate: addCalendarDays(admissionDate, 40) });
      const answer = await create(body);
      expect(answer.status, admissionDate).toBe(400);
      expect(answer.body).toEqual({ message: outside, errors: { admissionDate: outside } });
      expect(await findUserByEmail(body.email)).toBeNull();
    }
    for (const admissionDate of [dayFromToday(-30), dayFromToday(365)]) {
      const answer = await create(collaboratorBody(world, { admissionDate, limitDate: addCalendarDays(admissionDate, 40) }));
      expect(answer.status, admissionDate).toBe(201);
    }
  });

  it('refuses a limit date in the past', async () => {
    const answer = await create(collaboratorBody(world, { admissionDate: dayFromToday(-10), limitDate: dayFromToday(-1) }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: SERVER_MSG.limitDateInPast, errors: { limitDate: SERVER_MSG.limitDateInPast } });
  });
});
