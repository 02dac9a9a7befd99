import type { ShutDownData } from '../shut-down-data';

// Test fixture: the company dismisses without just cause, admission 10/01/2020, resignation 10/01/2021 (one
// completed year: 33 days of worked notice, 2 hours less a day, to 12/02/2021). Tests change one field at a time.

export const savedShutDown = (overrides: Partial<ShutDownData> = {}): ShutDownData => ({
  justCause: false,
  dismissalOrigin: 'company',
  notice: 'complyNotice',
  warningDefinitions: 'twoHoursEarlier',
  increasedCompanyTime: true,
  admissionDate: '2020-01-10',
  resignationDate: '2021-01-10',
  departureDate: '2021-02-12',
  reason: 'Motivo 1',
  observations: 'Reestruturação do setor',
  stabilityJustification: null,
  experience: null,
  ...overrides,
});
