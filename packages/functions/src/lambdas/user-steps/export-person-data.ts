import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { companyToday } from '../../modules/company/time-zone';
import { DATA_EXPORT_README, dataExportFileName } from '@colabora/core/admission/data-export';
import { cleanFileName } from '@colabora/core/text';
import { DATA_EXPORTS } from '@colabora/core/uploads/retention';
import { config } from '../../config';
import { NotFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { zip } from '../../lib/zip';
import { downloadLink } from '../../modules/files/download-link';
import { s3 } from '../../modules/files/s3-client';
import { readKeptFile } from '../../modules/files/stored-file';
import { admissionData } from '../../modules/person/stored-data';
import { collaboratorDetail } from '../../modules/person/detail';
import { recordDataExport } from '../../modules/person/history';
import { referencedFiles } from '../../modules/person/referenced-files';
import { readablePerson } from '../../modules/person/readable';

const text = (value: string) => new TextEncoder().encode(value);

function absentAsNull(error: unknown): null {
  if (error instanceof NotFound) return null;
  throw error;
}

/**
 * POST /api/users/export/{userId} → FileLink: a zip of the person's record (dados.json, the same detail HR
 * reads) and every file it references (arquivos/), for HR of the company to hand over on request or for the
 * person themself (LGPD art. 18, II). The zip waits under exports/, which the bucket empties after a day; each
 * export is recorded in the person's history.
 */
export const exportPersonData = action('exportPersonData', async ({ caller, params }) => {
  const person = await readablePerson(caller, params.userId);
  const exportedAt = new Date();
  const files: Record<string, Uint8Array> = { 'LEIA-ME.txt': text(DATA_EXPORT_README) };
  const stored = [...referencedFiles(admissionData(person)).values()];
  // A file the record names but storage no longer has is listed in dados.json, not a reason to refuse the export.
  const contents = await Promise.all(stored.map((file) => readKeptFile(file.key).catch(absentAsNull)));
  const missing: string[] = [];
  // Numbered: two slots may hold files of the same name (two photos called foto.jpg).
  stored.forEach((file, i) => {
    const content = contents[i];
    if (content) files[`arquivos/${String(i + 1).padStart(2, '0')}-${cleanFileName(file.name).replace(/[\\/]/g, '-')}`] = content;
    else missing.push(file.name);
  });
  const data = { exportedAt: exportedAt.toISOString(), person: await collaboratorDetail(person), missingFiles: missing };
  files['dados.json'] = text(JSON.stringify(data, null, 2));
  const fileName = dataExportFileName(person.fullName, await companyToday(person.companyId, exportedAt));
  const key = `${DATA_EXPORTS.prefix}${person.companyId}/${randomUUID()}/${fileName}`;
  await s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key: key, Body: zip(files), ContentType: 'application/zip' }));
  await recordDataExport(person, caller, exportedAt);
  return ok(await downloadLink(key, fileName));
});
