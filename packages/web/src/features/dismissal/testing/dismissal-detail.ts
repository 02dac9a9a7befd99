import { experienceDates } from '@colabora/core/admission/experience-period';
import type { DismissalDetail } from '@colabora/core/dismissal/api';
import type { ShutDownData } from '@colabora/core/dismissal/shut-down-data';
import { savedShutDown } from '@colabora/core/dismissal/testing/shut-down-data';
import { employeeDetail } from '@/testing/collaborator-detail';

/**
 * GET /api/users/dismissal/{userId} of Ana Souza (CLT, R$ 4.123,45), admitted 10/01/2020, whose process started on
 * 20/03/2021 with nothing filled yet; override what a test needs.
 */
export function dismissalDetail(overrides: Partial<DismissalDetail> = {}): DismissalDetail {
  const person = employeeDetail({ admissionDate: '2020-01-10', statusActive: 'HIRED' });
  return {
    ...person,
    // The experience contract of that admission (45 + 45, over by 08/04/2020).
    hiringData: { ...person.hiringData, ...experienceDates('2020-01-10', '45/45') },
    statusDismissal: 'START_OF_THE_PROCESS',
    dismissalDetails: { shutDownStartDate: '2021-03-20', resignationDate: null, departureDate: null, noticeEndDate: null, shutDownData: null },
    checkup: null,
    approvedCheckup: false,
    protectedConditions: [],
    stabilityFacts: [],
    dismissalDocuments: {},
    notice: null,
    pastDismissals: [],
    rescissionFacts: { vacation: { unjustifiedAbsences: [] }, bankMinutes: 0 },
    ...overrides,
  };
}

/** Dismissal data saved (core's fixture: one year, 33 days of worked notice). */
export const SAVED_SHUT_DOWN: ShutDownData = savedShutDown();

/** The same person with SAVED_SHUT_DOWN and the checkup approved: ready to conclude. */
export function readyDismissal(overrides: Partial<DismissalDetail> = {}): DismissalDetail {
  return dismissalDetail({
    statusDismissal: 'FULFILLING_NOTICE',
    dismissalDetails: {
      shutDownStartDate: '2021-01-05',
      resignationDate: '2021-01-10',
      departureDate: '2021-02-12',
      noticeEndDate: '2021-02-12',
      shutDownData: SAVED_SHUT_DOWN,
    },
    checkup: { pregnant: false, workAccident: false, sicknessAid: false, suspendedContract: false, representativeEmployee: false, otherConditions: false },
    approvedCheckup: true,
    ...overrides,
  });
}
