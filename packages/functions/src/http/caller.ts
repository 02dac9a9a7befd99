import type { Role } from '@colabora/core/enums';

/**
 * What most rules need of the signed-in person making a call. The request carries their whole stored record
 * (resource-handler.ts's CallerRequest), which is one.
 */
export interface Caller {
  id: string;
  companyId: string;
  role: Role;
  email: string;
  fullName: string;
  /** Their documents (the CPF an AFD record names as the responsible for a change), when they have filled them. */
  documents?: { cpf?: string | null } | null;
}
