import type { ContractFile, ContractName, ContractSignature } from '@colabora/core/admission/admission-files';
import { CONTRACT_MSG } from '@colabora/core/admission/admission-files';
import { SERVER_MSG } from '@colabora/core/messages';
import { Conflict, NotFound } from '../../http/http-error';
import { admissionData } from '../../modules/person/stored-data';
import { isActiveEmployee } from '../../modules/person/active-employee';
import { updatePerson } from '../../modules/person/guarded-update';
import { assertInAdmission, FILE_FIELDS } from './admission-person';
import type { UserRecord } from '../../db/entities/user';

/** What a slot becomes: a contract, or null to remove the reference. */
export type SlotChange = (current: ContractFile | undefined, person: UserRecord) => Promise<ContractFile | null>;

/**
 * Whose contracts a change may touch: the candidate signs in the admission app only; HR also keeps the
 * contracts of the active staff (a trial-period extension, an agreement) on the collaborator detail.
 */
export type SlotHolders = 'inAdmission' | 'inAdmissionOrActive';

/**
 * The one way a contract slot changes (upload, removal, signature): a guarded read-change-write
 * (person/guarded-update.ts). Anyone else (dismissed, archived, not yet a candidate) 409.
 */
export function changeContractSlot(
  companyId: string,
  userId: string,
  name: ContractName,
  change: SlotChange,
  holders: SlotHolders = 'inAdmission',
): Promise<UserRecord> {
  return updatePerson(companyId, userId, async (person) => {
    const active = holders === 'inAdmissionOrActive' && isActiveEmployee(person);
    if (!active) assertInAdmission(person);
    const { contracts } = admissionData(person);
    const next = await change(contracts[name], person);
    const { [name]: _replaced, ...others } = contracts;
    // An employee archived or dismissed meanwhile is no longer one whose contracts HR keeps here.
    const read = active ? [...FILE_FIELDS, 'statusActive' as const, 'deactivated' as const] : [...FILE_FIELDS];
    return { set: { contracts: next ? { ...others, [name]: next } : others }, read };
  });
}

/** A signed (approved) contract is final: neither replaced nor removed. */
export function assertNotSigned(current: ContractFile | undefined): void {
  if (current?.status === 'approved') throw new Conflict(SERVER_MSG.contractSigned);
}

/** Only a contract waiting for its signature ('sent') can be signed, in the app or marked by HR. */
export function assertSignable(current: ContractFile | undefined): ContractFile {
  if (!current) throw new NotFound(CONTRACT_MSG.notUploaded);
  if (current.status !== 'sent') throw new Conflict(CONTRACT_MSG.notSignable);
  return current;
}

export function signedContract(current: ContractFile, signature: ContractSignature): ContractFile {
  return { ...current, status: 'approved', signature };
}
