import { beforeAll, describe, expect, it } from 'vitest';
import { initialSteps, type Steps } from '@colabora/core/admission/steps';
import { SERVER_MSG } from '@colabora/core/messages';
import { db } from '../../db/service';
import { createCandidate, createCompany } from '../../testing/fixtures';
import { updatePerson, type PersonChange } from './guarded-update';

// Two writes deciding on the same read of a person: the second one to land must decide again.

let companyId: string;
beforeAll(async () => {
  companyId = (await createCompany()).id;
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A change that marks one step, after a pause so that both writers read the same record. */
function marking(step: keyof Steps, status: Steps[keyof Steps]['status'], calls: { count: number }) {
  return async (person: { steps?: unknown }): Promise<PersonChange> => {
    calls.count += 1;
    const steps = { ...initialSteps(), ...(person.steps as Steps) };
    await pause(50);
    return { set: { steps: { ...steps, [step]: { status, reason: null } } }, read: ['steps'] };
  };
}

describe('updatePerson', () => {
  it('keeps both of two concurrent changes: the later one decides again on the fresh record', async () => {
    const candidate = await createCandidate(companyId, { steps: initialSteps() });
    const [first, second] = [{ count: 0 }, { count: 0 }];
    await Promise.all([
      updatePerson(companyId, candidate.id, marking('PERSONAL_DATA', 'approved', first)),
      updatePerson(companyId, candidate.id, marking('ADDRESS', 'underAnalysis', second)),
    ]);
    const { data } = await db.entities.user.get({ companyId, id: candidate.id }).go({ consistent: true });
    const steps = data?.steps as Steps;
    expect(steps.PERSONAL_DATA.status).toBe('approved');
    expect(steps.ADDRESS.status).toBe('underAnalysis');
    expect(first.count + second.count).toBe(3);
  });

  it('gives up with 409 when the record keeps changing under it, and answers 404 for nobody', async () => {
    const candidate = await createCandidate(companyId);
    const busy = updatePerson(companyId, candidate.id, async (person) => {
      // Someone else writes between every read and write.
      await db.entities.user
        .patch({ companyId, id: candidate.id })
        .set({ percentageFilled: (person.percentageFilled ?? 0) + 1 })
        .go();
      return { set: { percentageFilled: 100 }, read: ['percentageFilled'] };
    });
    await expect(busy).rejects.toMatchObject({ statusCode: 409, message: SERVER_MSG.changedMeanwhile });
    await expect(updatePerson(companyId, 'nobody', async () => ({ set: {}, read: [] }))).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
