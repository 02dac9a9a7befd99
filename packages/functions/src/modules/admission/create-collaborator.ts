import { initialSteps } from '@colabora/core/admission/steps';
import { randomUUID } from 'node:crypto';
import type { NewCollaboratorBody } from '@colabora/core/admission/new-collaborator';
import { SERVER_MSG } from '@colabora/core/messages';
import { config } from '../../config';
import { db } from '../../db/service';
import { BadGateway, BadRequest, Conflict } from '../../http/http-error';
import { generateFirstPassword } from '../../lib/first-password';
import { sendMail } from '../../lib/mailer';
import { hashPassword } from '../../lib/password';
import { admissionDateProblem, limitDateProblem } from '@colabora/core/admission/rules';
import { offeredSalary } from './admission-rules';
import { findDepartment, findJobRole } from '../person/catalog-lookup';
import { inviteEmail } from './invite-email';
import { newInvitePart } from './invite-records';
import { EmailTakenError, NotInCompanyError, createUser, removeUser } from '../person/records';
import { notAssignable } from '../person/headcount';
import { count, METRIC } from '../../lib/metrics';
import { failure, logger } from '../../lib/telemetry';
import type { UserRecord } from '../../db/entities/user';

export type CollaboratorInput = Omit<NewCollaboratorBody, 'company'>;

/**
 * Admits a new collaborator (issue 3, POST /api/users/employee and each imported row). One transaction
 * writes the person (ADMISSION_PROCESS, PENDING, the offer, 0 % filled), the e-mail marker, the invite and
 * +1 on the job role's and department's totals; then the invite e-mail carries the generated first
 * password, which is stored only as a scrypt hash. Refusals write nothing: an admission date outside its
 * window or a wrong limit date (400), a job role or department not in the company (404), an e-mail in use
 * (409). When SES fails the person is removed again and the answer says nothing was registered (502).
 */
export async function createCollaborator(
  companyId: string,
  input: CollaboratorInput,
  /** The company's today (its clock, issue 22 §6): the admission window and the deadline are counted from it. */
  today: string,
): Promise<UserRecord> {
  const admissionProblem = admissionDateProblem(input.admissionDate, today);
  if (admissionProblem) throw new BadRequest(admissionProblem, { admissionDate: admissionProblem });
  const problem = limitDateProblem(input.admissionDate, input.limitDate, today);
  if (problem) throw new BadRequest(problem, { limitDate: problem });

  const [company, jobRole, department] = await Promise.all([
    db.entities.company.get({ id: companyId }).go().then((result) => result.data),
    findJobRole(companyId, input.jobRole),
    findDepartment(companyId, input.department),
  ]);
  if (!company) throw new Error('caller without a company');
  if (!jobRole) throw notAssignable('job-role');
  if (!department) throw notAssignable('department');

  const firstPassword = generateFirstPassword();
  const inviteId = randomUUID();
  let user: UserRecord;
  try {
    user = await createUser(
      {
        companyId,
        email: input.email,
        fullName: input.fullName,
        phone: input.phone,
        role: 'ADMISSION_PROCESS',
        statusActive: 'PENDING',
        passwordHash: await hashPassword(firstPassword),
        deactivated: false,
        admissionDate: input.admissionDate,
        limitDate: input.limitDate,
        percentageFilled: 0,
        steps: initialSteps(),
        disabled: false,
        inviteId,
        jobRoleId: jobRole.id,
        departmentId: department.id,
        hiringData: { ...input.hiringData, salary: offeredSalary(input.hiringData, jobRole.baseSalary) },
      },
      (tx, userId) => [newInvitePart(tx, companyId, inviteId, userId)],
    );
  } catch (error) {
    if (error instanceof EmailTakenError) throw new Conflict(SERVER_MSG.emailTaken, { email: SERVER_MSG.emailTaken });
    if (error instanceof NotInCompanyError) throw notAssignable(error.kind);
    throw error;
  }

  try {
    await sendMail(
      user.email,
      inviteEmail({
        kind: 'invite',
        companyName: company.name,
        candidateName: user.fullName,
        appUrl: config.appUrl,
        firstPassword,
        limitDate: input.limitDate,
      }),
    );
  } catch (error) {
    // The error's name and message only: never the message content (it holds the password).
    logger.error('invite e-mail not sent', { error: failure(error) });
    count(METRIC.inviteMailFailed);
    await removeUser(companyId, user.id);
    throw new BadGateway(SERVER_MSG.inviteMailFailed);
  }
  count(METRIC.inviteSent);
  return user;
}
