import type { DismissalDetails, PastDismissal } from '@colabora/core/dismissal/api';
import type { Checkup, StabilityCondition } from '@colabora/core/dismissal/checkup';
import type { DismissalDocuments } from '@colabora/core/dismissal/documents';
import { computeNotice } from '@colabora/core/dismissal/notice';
import type { ShutDownData } from '@colabora/core/dismissal/shut-down-data';
import type { DismissalStatus } from '@colabora/core/dismissal/status';
import type { UserRecord } from '../../db/entities/user';

// The typed view of a person's dismissal process. The entity stores the dismissal data, the documents and the
// past processes untyped (db/entities/user.ts STEP_DATA); every write went through the core schemas, so the
// casts here are what was parsed.

export interface StoredProcess {
  statusDismissal: DismissalStatus | null;
  dismissalDetails: DismissalDetails | null;
  checkup: Checkup | null;
  approvedCheckup: boolean;
  protectedConditions: StabilityCondition[];
  shutDownData: ShutDownData | null;
  dismissalDocuments: DismissalDocuments;
  pastDismissals: PastDismissal[];
}

export function storedProcess(person: UserRecord): StoredProcess {
  const shutDownData = (person.shutDownData as ShutDownData | undefined) ?? null;
  const notice = shutDownData && computeNotice(shutDownData);
  return {
    statusDismissal: person.statusDismissal ?? null,
    dismissalDetails: person.shutDownStartDate
      ? {
          shutDownStartDate: person.shutDownStartDate,
          resignationDate: shutDownData?.resignationDate ?? null,
          departureDate: shutDownData?.departureDate ?? null,
          noticeEndDate: notice?.noticeEndDate ?? null,
          shutDownData,
        }
      : null,
    checkup: person.checkup ?? null,
    approvedCheckup: person.approvedCheckup ?? false,
    protectedConditions: (person.protectedConditions ?? []) as StabilityCondition[],
    shutDownData,
    dismissalDocuments: (person.dismissalDocuments as DismissalDocuments | undefined) ?? {},
    pastDismissals: (person.pastDismissals as PastDismissal[] | undefined) ?? [],
  };
}
