import type { ContractName, Contracts } from '@colabora/core/admission/admission-files';
import { isFormerEmployee } from '@colabora/core/dismissal/former-employee';
import type { StatusActive } from '@colabora/core/enums';

// 001 'Employee self-service' names the Contratos tabs but not which slot goes where. CONTRATOS DE EFETIVAÇÃO
// holds what makes and ends the experience contract (the employment contract, its effectivation, its extension
// and its termination); OUTROS DOCUMENTOS the agreements and authorizations signed beside it.
export const EFFECTIVATION_CONTRACTS = [
  'employementContract',
  'effectiveTrialPeriod',
  'extensionTrialPeriod',
  'terminationExperienceContract',
] as const satisfies readonly ContractName[];

export const OTHER_DOCUMENTS = [
  'discountAuthorization',
  'individualOrCollectiveAgreements',
  'otherDocuments',
] as const satisfies readonly ContractName[];

export interface ContractEntry {
  name: ContractName;
  file: NonNullable<Contracts[ContractName]>;
}

/** The documents of `names` the person has, in that order. */
export function contractsOf(contracts: Contracts, names: readonly ContractName[]): ContractEntry[] {
  return names.flatMap((name) => {
    const file = contracts[name];
    return file ? [{ name, file }] : [];
  });
}

/** 001 'Employee self-service': RESCISÃO opens only once the person is dismissed. */
export function dismissalTabEnabled(statusActive: StatusActive | null): boolean {
  return isFormerEmployee({ statusActive });
}
