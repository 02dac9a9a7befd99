import { GetObjectTaggingCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { initialSteps } from '@colabora/core/admission/steps';
import { config } from '../../config';
import { admissionWorld, type AdmissionWorld } from '../../testing/admission';
import { fillCandidateSteps, personalDataBody, uploadPhoto } from '../../testing/admission-steps';
import { createCandidate } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';
import { s3 } from '../files/s3-client';
import { referencedFiles } from './referenced-files';
import { admissionData } from './stored-data';
import { getUser } from './records';

// Files no record references any more are tagged for the bucket's lifecycle rule (stacks/Files.ts,
// core RELEASED_FILE): replaced ones, and every file of a removed candidate. Nothing else is.

const tags = async (key: string) =>
  (await s3.send(new GetObjectTaggingCommand({ Bucket: config.bucketName, Key: key }))).TagSet ?? [];
const RELEASED = [{ Key: 'retention', Value: 'released' }];

let world: AdmissionWorld;
beforeAll(async () => {
  world = await admissionWorld();
});

describe('files no record needs any more', () => {
  it('a replaced photo is released; the new one and every other file are not', async () => {
    const candidate = await createCandidate(world.company.id, { steps: initialSteps() });
    const first = await fillCandidateSteps(candidate);
    const oldPhoto = first.personalData!.profilePicture.key;
    const saved = await invoke<CollaboratorDetail>('savePersonalData', {
      token: candidate.token,
      params: { userId: candidate.id },
      body: personalDataBody(await uploadPhoto(candidate.token, 'nova-selfie.png')),
    });
    expect(saved.status).toBe(200);
    const newPhoto = saved.body.personalData!.profilePicture.key;
    expect(newPhoto).not.toBe(oldPhoto);
    expect(await tags(oldPhoto)).toEqual(RELEASED);
    expect(await tags(newPhoto)).toEqual([]);
    expect(await tags(first.documents!.photoCPF.key)).toEqual([]);
  });

  it("a removed candidate's files are all released", async () => {
    const candidate = await createCandidate(world.company.id, { steps: initialSteps() });
    await fillCandidateSteps(candidate);
    const keys = [...referencedFiles(admissionData((await getUser(world.company.id, candidate.id))!)).keys()];
    expect(keys.length).toBeGreaterThanOrEqual(4);
    const removed = await invoke('deleteUsers', { token: world.hr.token, body: { usersId: [candidate.id] } });
    expect(removed.status).toBe(200);
    for (const key of keys) expect(await tags(key), key).toEqual(RELEASED);
  });
});
