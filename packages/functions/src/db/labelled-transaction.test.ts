import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateCnpj } from '@colabora/core/brazil/cnpj';
import { TEST_COMPANY_ADDRESS } from '../testing/fixtures';
import { writeLabelled, type TxEntities } from './labelled-transaction';
import { db } from './service';
import type { TransactionOutcome } from './transaction-outcome';

// DynamoDB Local serializes transactions, so the race DynamoDB reports as TransactionConflict is simulated.
function refuseOnce(outcome: TransactionOutcome) {
  return vi
    .spyOn(db.transaction, 'write')
    .mockImplementationOnce(() => ({ go: async () => outcome, params: () => ({ TransactItems: [] }) }) as never);
}

const conflict: TransactionOutcome = { canceled: true, data: [{ rejected: true, code: 'TransactionConflict' }] };
const newCompany = (tx: TxEntities, id = randomUUID()) =>
  tx.company.create({ id, name: 'Empresa', cnpj: generateCnpj(), address: TEST_COMPANY_ADDRESS }).commit();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('labelled transactions', () => {
  it('tries again after losing a race, and writes', async () => {
    const id = randomUUID();
    const write = refuseOnce(conflict);
    expect(await writeLabelled((tx) => [['company', newCompany(tx, id)]])).toBeUndefined();
    expect(write).toHaveBeenCalledTimes(2);
    expect((await db.entities.company.get({ id }).go()).data?.id).toBe(id);
  });

  it('answers the label of the part whose condition refused it', async () => {
    const id = randomUUID();
    await writeLabelled((tx) => [['first', newCompany(tx, id)]]);
    expect(await writeLabelled((tx) => [['new', newCompany(tx)], ['again', newCompany(tx, id)]])).toBe('again');
  });

  it('throws on refusals that are neither conditions nor races', async () => {
    refuseOnce({ canceled: true, data: [{ rejected: true, code: 'ValidationError' }] });
    await expect(writeLabelled((tx) => [['company', newCompany(tx)]])).rejects.toThrow(/ValidationError/);
  });
});
