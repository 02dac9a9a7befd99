import { beforeAll, describe, expect, it } from 'vitest';
import type { CollaboratorDetail, FileLink } from '@colabora/core/admission/contract';
import { initialSteps } from '@colabora/core/admission/steps';
import { SERVER_MSG } from '@colabora/core/messages';
import { bankDataBody, fillCandidateSteps, JPEG_BYTES, PNG_BYTES, uploadPhoto, uploadStepFile } from '../../testing/admission-steps';
import { admissionWorld, type AdmissionWorld } from '../../testing/admission';
import { createCandidate } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';

// GET /api/users/file/{userId}?key=…: a 60-second link to one of the person's own files.

let world: AdmissionWorld;
let other: AdmissionWorld;
let candidate: Awaited<ReturnType<typeof createCandidate>>;
let detail: CollaboratorDetail;
beforeAll(async () => {
  [world, other] = await Promise.all([admissionWorld(), admissionWorld()]);
  candidate = await createCandidate(world.company.id, { steps: initialSteps() });
  detail = await fillCandidateSteps(candidate);
});

const link = (key: string, token = world.hr.token, userId = candidate.id) =>
  invoke<FileLink & { message?: string }>('getFileLink', { token, params: { userId }, query: { key } });

describe('GET /api/users/file/{userId}', () => {
  it('signs a link that downloads the very bytes, for HR and for the person themself', async () => {
    const photo = detail.personalData!.profilePicture.key;
    for (const token of [world.hr.token, candidate.token]) {
      const answer = await link(photo, token);
      expect(answer.status).toBe(200);
      expect(answer.body.expiresIn).toBe(60);
      const download = await fetch(answer.body.url);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('image/png');
      expect(download.headers.get('content-disposition')).toBe('attachment; filename="selfie.png"');
      expect(download.headers.get('cache-control')).toBe('private, no-store');
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG_BYTES);
    }
    const receipt = await link(detail.address!.receipt.key);
    expect(new Uint8Array(await (await fetch(receipt.body.url)).arrayBuffer())).toEqual(JPEG_BYTES);
    for (const key of [detail.documents!.photoCPF.key, detail.bankData!.photoBankAccountReceipt.key]) {
      expect((await link(key)).status).toBe(200);
    }
  });

  it('serves a PNG that hides a page as a PNG to save, never as a page, under its real name', async () => {
    const page = new TextEncoder().encode('<html><script>alert(document.domain)</script></html>');
    const polyglot = await uploadStepFile(candidate.token, 'Cartão do banco.png', new Uint8Array([...PNG_BYTES, ...page]));
    const saved = await invoke<CollaboratorDetail>('saveBankData', {
      token: candidate.token,
      params: { userId: candidate.id },
      body: bankDataBody(polyglot),
    });
    expect(saved.status).toBe(200);
    const download = await fetch((await link(saved.body.bankData!.photoBankAccountReceipt.key)).body.url);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Cartao do banco.png"; filename*=UTF-8''Cart%C3%A3o%20do%20banco.png`,
    );
  });

  it('refuses a key the record does not reference (404), even one of the same company', async () => {
    const loose = await uploadPhoto(candidate.token);
    const colleague = await createCandidate(world.company.id);
    const colleagueFiles = await fillCandidateSteps(colleague);
    for (const key of [loose.key, colleagueFiles.personalData!.profilePicture.key, 'files/../segredo.pdf']) {
      const answer = await link(key);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(SERVER_MSG.fileMissing);
    }
    // Another candidate asking for someone else's file, with that person's id: 403.
    expect((await link(detail.personalData!.profilePicture.key, colleague.token)).status).toBe(403);
  });

  it("another company's HR and unknown people are not found; the key is required", async () => {
    const photo = detail.personalData!.profilePicture.key;
    expect((await link(photo, other.hr.token)).status).toBe(404);
    expect((await link(photo, world.hr.token, 'nobody')).status).toBe(404);
    const noKey = await invoke('getFileLink', { token: world.hr.token, params: { userId: candidate.id } });
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toBe('Campo obrigatório');
  });
});
