import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractFile, Contracts } from '@colabora/core/admission/admission-files';
import { SERVER_MSG } from '@colabora/core/messages';
import { db } from '../../db/service';
import { admissionWorld, type AdmissionWorld } from '../../testing/admission';
import { readyCandidate } from '../../testing/admission-ready';
import { getUser } from '../../modules/person/records';
import { changeContractSlot } from './contract-slot';

let world: AdmissionWorld;
beforeAll(async () => {
  world = await admissionWorld();
});

const file = (name: string): ContractFile => ({ key: `files/${name}.pdf`, name: `${name}.pdf`, size: 10, status: 'sent', uploadedAt: '' });

describe('changeContractSlot', () => {
  it('decides again on fresh data when someone wrote in between, so no change is lost', async () => {
    const candidate = await readyCandidate(world);
    const seen: (ContractFile | undefined)[] = [];
    const updated = await changeContractSlot(world.company.id, candidate.id, 'otherDocuments', async (current) => {
      seen.push(current);
      if (seen.length === 1) {
        // Another call stores two contracts after we read: our write must not wipe them.
        await db.entities.user
          .patch({ companyId: world.company.id, id: candidate.id })
          .set({ contracts: { otherDocuments: file('outro'), discountAuthorization: file('desconto') } })
          .go();
      }
      return file('nosso');
    });
    expect(seen).toEqual([undefined, file('outro')]);
    expect(updated.contracts as Contracts).toEqual({ discountAuthorization: file('desconto'), otherDocuments: file('nosso') });
  });

  it('gives up with 409 when the person keeps changing', async () => {
    const candidate = await readyCandidate(world);
    let writes = 0;
    const attempt = changeContractSlot(
      world.company.id,
      candidate.id,
      'otherDocuments',
      async () => {
        writes += 1;
        await db.entities.user
          .patch({ companyId: world.company.id, id: candidate.id })
          .set({ contracts: { discountAuthorization: file(`desconto-${writes}`) } })
          .go();
        return file('nosso');
      },
    );
    await expect(attempt).rejects.toMatchObject({ statusCode: 409, message: SERVER_MSG.changedMeanwhile });
    expect((await getUser(world.company.id, candidate.id))?.contracts).toEqual({ discountAuthorization: file(`desconto-${writes}`) });
  });
});
