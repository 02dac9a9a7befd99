import type { DismissalDetails, PastDismissal } from '@colabora/core/dismissal/api';
import type { Checkup, StabilityCondition } from '@colabora/core/dismissal/checkup';
import type { DismissalDocuments } from '@colabora/core/dismissal/documents';
import { computeNotice } from '@colabora/core/dismissal/notice';
import type { ShutDownData } from '@colabora/core/dismissal/shut-down-data';
import type { DismissalStatus } from '@colabora/core/dismissal/status';
import type { UserRecord } from '../../db/entities/user';

// A person's dismissal process as the answers show it: the entity types the dismissal data, the documents and
// the past processes as core's (db/entities/user.ts); here what the process has not reached yet reads as empty.

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
  const shutDownData = person.shutDownData ?? null;
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
    protectedConditions: person.protectedConditions ?? [],
    shutDownData,
    dismissalDocuments: person.dismissalDocuments ?? {},
    pastDismissals: person.pastDismissals ?? [],
  };
}
