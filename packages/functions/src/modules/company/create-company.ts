import { randomBytes, randomUUID } from 'node:crypto';
import { FIRST_ACCESS_LINK_HOURS } from '@colabora/core/auth/first-access';
import type { NewCompany } from '@colabora/core/company/schema';
import { issueLink, type IssuedLink } from '../auth/password-link';
import { config } from '../../config';
import { db } from '../../db/service';
import { hashPassword } from '../../lib/password';
import { sendMail } from '../../lib/mailer';
import { createUser, findUserByEmail } from '../person/records';
import { CnpjTakenError, companyIdByCnpj, companyParts } from './company-records';
import { firstAccessEmail } from './first-access-email';

export interface CreatedCompany {
  /** 'created', or 'link-resent' when the company exists and its administrator never set a password. */
  outcome: 'created' | 'link-resent';
  companyId: string;
  adminId: string;
  linkExpiresAt: Date;
}

/**
 * A company with its first ADMINISTRATOR_COMPANY (`npm run create-company`), in one transaction, and the
 * e-mail with the administrator's first-access link. Run again for a company whose administrator has not yet
 * set a password, it sends a fresh link (the earlier one stops working). CnpjTakenError for any other company
 * with the CNPJ, EmailTakenError when the e-mail is someone else's.
 */
export async function createCompanyWithAdmin(input: NewCompany, now = new Date()): Promise<CreatedCompany> {
  const existing = await companyIdByCnpj(input.cnpj);
  if (existing) return resendFirstAccess(existing, input, now);

  const companyId = randomUUID();
  const adminId = randomUUID();
  const link = issueLink({ companyId, id: adminId }, 'first-access', FIRST_ACCESS_LINK_HOURS, now);
  await createUser(
    {
      id: adminId,
      companyId,
      email: input.adminEmail,
      fullName: input.adminName,
      role: 'ADMINISTRATOR_COMPANY',
      // Nobody knows this password: the administrator sets theirs through the link.
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      deactivated: false,
      ...link.fields,
    },
    (tx) => companyParts(tx, { id: companyId, name: input.name, cnpj: input.cnpj, address: input.address }).map(([, part]) => part),
  );
  await mailLink(input, link);
  return { outcome: 'created', companyId, adminId, linkExpiresAt: link.expiresAt };
}

async function resendFirstAccess(companyId: string, input: NewCompany, now: Date): Promise<CreatedCompany> {
  const admin = await findUserByEmail(input.adminEmail);
  const waitingForFirstAccess =
    admin?.companyId === companyId && admin.role === 'ADMINISTRATOR_COMPANY' && admin.passwordLinkPurpose === 'first-access';
  if (!admin || !waitingForFirstAccess) throw new CnpjTakenError(input.cnpj);
  const link = issueLink(admin, 'first-access', FIRST_ACCESS_LINK_HOURS, now);
  await db.entities.user
    .patch({ companyId, id: admin.id })
    .set(link.fields)
    .where(({ passwordLinkHash }, { eq }) => eq(passwordLinkHash, admin.passwordLinkHash ?? ''))
    .go();
  await mailLink(input, link);
  return { outcome: 'link-resent', companyId, adminId: admin.id, linkExpiresAt: link.expiresAt };
}

function mailLink(input: NewCompany, link: IssuedLink): Promise<void> {
  return sendMail(
    input.adminEmail,
    firstAccessEmail({
      companyName: input.name,
      adminName: input.adminName,
      appUrl: config.appUrl,
      token: link.token,
      expiresAt: link.expiresAt,
    }),
  );
}
