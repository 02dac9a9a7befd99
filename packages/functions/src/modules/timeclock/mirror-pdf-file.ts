import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { DATA_EXPORTS } from '@colabora/core/uploads/retention';
import { mirrorDocument, mirrorPdfFileName, type MirrorPdfAnswer } from '@colabora/core/timeclock/mirror-document';
import { zonedClock } from '@colabora/core/timeclock/company-clock';
import type { PointMirrorAnswer } from '@colabora/core/timeclock/mirror';
import { config } from '../../config';
import type { UserRecord } from '../../db/entities/user';
import { db } from '../../db/service';
import { downloadLink } from '../files/download-link';
import { s3 } from '../files/s3-client';
import { storedTimeZone } from '../company/time-zone';
import { findJobRole } from '../person/catalog-lookup';
import type { PersonDay } from './person-days';
import { signingCertificate } from './signing-certificate';

// The art. 84 mirror's file (Portaria MTP 671/2021; issue 23 §6): made on each request from the mirror as it
// stands (the month's days change until it closes), kept a day among the exports and answered as a 60-second link.

/** The signed PDF of `person`'s mirror for `month` ('yyyy-MM'), as the ESPELHO DE PONTO computed it. */
export async function mirrorPdfLink(
  person: UserRecord,
  month: string,
  { answer, days }: { answer: PointMirrorAnswer; days: PersonDay[] },
  now: Date,
): Promise<MirrorPdfAnswer> {
  const [{ data: company }, jobRole] = await Promise.all([
    db.entities.company.get({ id: person.companyId }).go({ attributes: ['name', 'cnpj', 'timeZone'] }),
    person.jobRoleId ? findJobRole(person.companyId, person.jobRoleId) : null,
  ]);
  if (!company) throw new Error(`company ${person.companyId} not found`);
  const document = mirrorDocument({
    employer: { name: company.name, cnpj: company.cnpj },
    worker: { name: person.fullName, cpf: person.documents?.cpf ?? '', admissionDate: person.admissionDate ?? null, jobTitle: jobRole?.name ?? null },
    issuedAt: now,
    companyClock: zonedClock(storedTimeZone(company)),
    mirror: answer,
    days,
  });
  // Lazily: pdf-lib and the signer load only here, not at the Lambda's cold start (stacks/bundling.ts).
  const { mirrorPdf } = await import('./mirror-pdf');
  const pdf = await mirrorPdf(document, company.name, signingCertificate());
  const fileName = mirrorPdfFileName(month, person.fullName);
  const key = `${DATA_EXPORTS.prefix}${person.companyId}/mirror/${randomUUID()}/${fileName}`;
  await s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key: key, Body: pdf, ContentType: 'application/pdf' }));
  return { fileName, url: (await downloadLink(key, fileName)).url };
}
