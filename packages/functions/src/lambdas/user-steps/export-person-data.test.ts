import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CollaboratorDetail, FileLink } from '@colabora/core/admission/contract';
import { initialSteps } from '@colabora/core/admission/steps';
import { config } from '../../config';
import { db } from '../../db/service';
import { unzip } from '../../lib/zip';
import { admissionWorld, type AdmissionWorld } from '../../testing/admission';
import { fillCandidateSteps, JPEG_BYTES, PNG_BYTES } from '../../testing/admission-steps';
import { createCandidate } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';
import { s3 } from '../../modules/files/s3-client';

// POST /api/users/export/{userId}: the person's record and files as one zip (LGPD art. 18, II).

let world: AdmissionWorld;
let candidate: Awaited<ReturnType<typeof createCandidate>>;
let detail: CollaboratorDetail;
beforeAll(async () => {
  world = await admissionWorld();
  candidate = await createCandidate(world.company.id, { steps: initialSteps(), fullName: 'Joana Araújo' });
  detail = await fillCandidateSteps(candidate);
});

const exportOf = (token: string, userId = candidate.id) => invoke<FileLink>('exportPersonData', { token, params: { userId } });

async function download(link: FileLink) {
  const answer = await fetch(link.url);
  expect(answer.status).toBe(200);
  return { answer, files: unzip(new Uint8Array(await answer.arrayBuffer()), () => true, 50 * 1024 * 1024) };
}

describe('POST /api/users/export/{userId}', () => {
  it('gives HR a zip of the record as JSON and every file it references, byte for byte', async () => {
    const exported = await exportOf(world.hr.token);
    expect(exported.status).toBe(200);
    expect(exported.body.expiresIn).toBe(60);
    const { answer, files } = await download(exported.body);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="dados-joana-araujo-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');

    const data = JSON.parse(new TextDecoder().decode(files['dados.json'])) as { person: CollaboratorDetail; exportedAt: string };
    expect(data.person.fullName).toBe('Joana Araújo');
    expect(data.person.personalData).toEqual(detail.personalData);
    expect(data.person.bankData).toEqual(detail.bankData);
    expect(new TextDecoder().decode(files['LEIA-ME.txt'])).toContain('LGPD');

    const stored = Object.entries(files).filter(([name]) => name.startsWith('arquivos/'));
    expect(stored.map(([name]) => name).sort()).toEqual([
      'arquivos/01-selfie.png',
      'arquivos/02-cpf.pdf',
      'arquivos/03-comprovante.jpg',
      'arquivos/04-cartao.png',
    ]);
    expect(new Uint8Array(files['arquivos/01-selfie.png'])).toEqual(PNG_BYTES);
    expect(new Uint8Array(files['arquivos/03-comprovante.jpg'])).toEqual(JPEG_BYTES);
  });

  it('lets the person take their own copy, and records every export (who, when) in their history', async () => {
    expect((await exportOf(candidate.token)).status).toBe(200);
    const { data: history } = await db.entities.personEvent.query.personHistory({ personId: candidate.id }).go();
    const exports = history.filter((entry) => entry.kind === 'dataExported');
    expect(exports.map((entry) => entry.byId).sort()).toEqual([candidate.id, world.hr.id].sort());
  });

  it('lists a file storage no longer has instead of refusing the export', async () => {
    const person = await createCandidate(world.company.id, { steps: initialSteps() });
    const filled = await fillCandidateSteps(person);
    await s3.send(new DeleteObjectCommand({ Bucket: config.bucketName, Key: filled.documents!.photoCPF.key }));
    const exported = await exportOf(world.hr.token, person.id);
    expect(exported.status).toBe(200);
    const { files } = await download(exported.body);
    expect(JSON.parse(new TextDecoder().decode(files['dados.json'])).missingFiles).toEqual(['cpf.pdf']);
    expect(Object.keys(files).filter((name) => name.startsWith('arquivos/'))).toHaveLength(3);
  });

  it("refuses another person's record to a candidate (403) and unknown people (404)", async () => {
    const colleague = await createCandidate(world.company.id);
    expect((await exportOf(colleague.token)).status).toBe(403);
    expect((await exportOf(world.hr.token, 'ninguem')).status).toBe(404);
  });
});
