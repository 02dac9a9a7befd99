import { GetObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MSG } from '@colabora/core/messages';
import type { UploadTicket } from '@colabora/core/uploads/schema';
import { config } from '../../config';
import { createCompany, createPerson, type TestCompany } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';
import { uploadFile, XLSX_TYPE } from '../../testing/upload-file';
import { s3 } from '../../modules/files/s3-client';

let company: TestCompany;
let token: string;
let uploaderId: string;

beforeAll(async () => {
  company = await createCompany();
  ({ token, id: uploaderId } = await createPerson(company.id, { role: 'HUMAN_RESOURCES_MANAGMENT' }));
});

const ask = (body: Record<string, unknown>) =>
  invoke<UploadTicket>('createUpload', {
    token,
    body: { purpose: 'sheet', fileName: 'cargos.xlsx', contentType: XLSX_TYPE, size: 2048, ...body },
  });

describe('POST /api/uploads', () => {
  it('answers a presigned POST under the company, uploader and purpose prefix, limited in size and type', async () => {
    const answer = await ask({ fileName: 'Relação de cargos.xlsx' });
    expect(answer.status).toBe(200);
    expect(answer.body.key).toMatch(new RegExp(`^uploads/${company.id}/${uploaderId}/sheet/[0-9a-f-]{36}/Relacao-de-cargos\\.xlsx$`));
    expect(answer.body.url).toMatch(new RegExp(`/${config.bucketName}/?$`));
    expect(answer.body.fields).toMatchObject({ key: answer.body.key, 'Content-Type': XLSX_TYPE });
    const policy = JSON.parse(Buffer.from(answer.body.fields.Policy, 'base64').toString()) as { conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 5 * 1024 * 1024],
        ['eq', '$Content-Type', XLSX_TYPE],
      ]),
    );
  });

  it('the browser can send the file with it', async () => {
    const key = await uploadFile(token, 'planilha.xlsx', new Uint8Array([0x50, 0x4b, 3, 4, 9, 9]));
    const stored = await s3.send(new GetObjectCommand({ Bucket: config.bucketName, Key: key }));
    expect(Array.from(await stored.Body!.transformToByteArray())).toEqual([0x50, 0x4b, 3, 4, 9, 9]);
  });

  it('refuses anything but .xlsx', async () => {
    for (const body of [
      { fileName: 'cargos.csv', contentType: 'text/csv' },
      { fileName: 'cargos.xls' },
      { contentType: 'application/pdf' },
    ]) {
      const answer = await ask(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: SERVER_MSG.onlyXlsx });
    }
  });

  it('refuses files over 5 MB', async () => {
    const answer = await ask({ size: 5 * 1024 * 1024 + 1 });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: SERVER_MSG.fileTooLarge(5) });
  });

  it('needs a signed-in caller', async () => {
    const answer = await invoke('createUpload', { body: { purpose: 'sheet' } });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: SERVER_MSG.unauthenticated });
  });
});
