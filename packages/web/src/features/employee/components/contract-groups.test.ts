import { CONTRACT_NAMES, type ContractFile } from '@colabora/core/admission/admission-files';
import { STATUS_ACTIVE } from '@colabora/core/enums';
import { describe, expect, it } from 'vitest';
import { contractsOf, dismissalTabEnabled, EFFECTIVATION_CONTRACTS, OTHER_DOCUMENTS } from './contract-groups';

const file = (name: string): ContractFile => ({
  key: `uploads/u-1/${name}.pdf`,
  name: `${name}.pdf`,
  size: 100,
  status: 'sent',
  uploadedAt: '2026-03-05T12:00:00.000Z',
});

describe('contract tabs', () => {
  it('puts every contract slot in exactly one of the two tabs', () => {
    expect([...EFFECTIVATION_CONTRACTS, ...OTHER_DOCUMENTS].sort()).toEqual([...CONTRACT_NAMES].sort());
  });

  it('lists only the documents the person has, in the tab order', () => {
    const contracts = { otherDocuments: file('outros'), discountAuthorization: file('desconto') };
    expect(contractsOf(contracts, OTHER_DOCUMENTS).map((entry) => entry.name)).toEqual([
      'discountAuthorization',
      'otherDocuments',
    ]);
    expect(contractsOf(contracts, EFFECTIVATION_CONTRACTS)).toEqual([]);
  });

  it('opens RESCISÃO only for a dismissed person', () => {
    expect(STATUS_ACTIVE.filter(dismissalTabEnabled)).toEqual(['DISMISSED']);
    expect(dismissalTabEnabled(null)).toBe(false);
  });
});
