import type { Role } from '@colabora/core/enums';

/** The signed-in person making a call, as loaded from the table on this very call. */
export interface Caller {
  id: string;
  companyId: string;
  role: Role;
  email: string;
  fullName: string;
}
