import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { personPlaceOfWork, placesOfWork } from '@colabora/core/company/employer';
import { SERVER_MSG } from '@colabora/core/messages';
import { nsrText, receiptFileName, type ReceiptAnswer } from '@colabora/core/timeclock/receipt';
import { config } from '../../config';
import type { UserRecord } from '../../db/entities/user';
import { db } from '../../db/service';
import { NotFound } from '../../http/http-error';
import { downloadLink } from '../files/download-link';
import { s3 } from '../files/s3-client';
import { afdProgram } from './afd-program';
import { punchByNsr, type PunchRecord } from './punch-store';
import { signingCertificate } from './signing-certificate';

// The punch receipt's file (Portaria MTP 671/2021 arts. 79–80; issue 23 §5): made on its first request and kept
// beside the company's files under one key per NSR, never written twice; every request answers a 60-second link.

const isMissing = (error: unknown) => ['NotFound', 'NoSuchKey'].includes((error as { name?: string }).name ?? '');
/** S3 refused the conditional write: another request stored the same receipt first, which is as good. */
const isTaken = (error: unknown) => ['PreconditionFailed', 'ConditionalRequestConflict'].includes((error as { name?: string }).name ?? '');

/** The receipt's key: kept files of the company (files/, no lifecycle expiry), one per NSR. */
export const receiptKey = (companyId: string, nsr: number) => `files/${companyId}/receipts/${nsrText(nsr)}.pdf`;

async function stored(key: string): Promise<boolean> {
  return s3.send(new HeadObjectCommand({ Bucket: config.bucketName, Key: key })).then(
    () => true,
    (error: unknown) => {
      if (isMissing(error)) return false;
      throw error;
    },
  );
}

async function writeReceipt(key: string, punch: PunchRecord, worker: UserRecord): Promise<void> {
  const { data: company } = await db.entities.company.get({ id: punch.companyId }).go();
  if (!company) throw new Error(`company ${punch.companyId} not found`);
  // Lazily: pdf-lib and the signer load only here, not at the Lambda's cold start (stacks/bundling.ts).
  const { receiptPdf } = await import('./receipt-pdf');
  const pdf = await receiptPdf(
    {
      nsr: punch.nsr,
      employer: { name: company.name, cnpj: company.cnpj },
      // Art. 79 IV: the person's place of work ('local da prestação do serviço'), the company's first if HR chose none.
      placeOfWork: personPlaceOfWork(placesOfWork(company), worker.hiringData?.placeOfWork),
      worker: { name: worker.fullName, cpf: punch.cpf },
      punchedAt: punch.punchedAt,
      inpiNumber: afdProgram().inpiNumber,
      hash: punch.hash,
    },
    signingCertificate(),
  );
  await s3
    .send(new PutObjectCommand({ Bucket: config.bucketName, Key: key, Body: pdf, ContentType: 'application/pdf', IfNoneMatch: '*' }))
    .catch((error: unknown) => {
      if (!isTaken(error)) throw error;
    });
}

/**
 * The caller's receipt of the punch `nsr` of their company: a 60-second link, the PDF made first if it was not
 * yet. A punch of someone else, or none, is not found (404): the NSR says nothing of another person's punches.
 */
export async function receiptLink(caller: UserRecord, nsr: number): Promise<ReceiptAnswer> {
  const punch = Number.isSafeInteger(nsr) && nsr > 0 ? await punchByNsr(caller.companyId, nsr) : undefined;
  if (!punch || punch.userId !== caller.id) throw new NotFound(SERVER_MSG.notFound);
  const key = receiptKey(punch.companyId, punch.nsr);
  if (!(await stored(key))) await writeReceipt(key, punch, caller);
  const fileName = receiptFileName(punch.nsr);
  return { fileName, url: (await downloadLink(key, fileName)).url };
}
