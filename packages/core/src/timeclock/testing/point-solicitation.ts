import type { PointSolicitation } from '../request-schema';

// Test fixture: an adjustment of a missed exit (02/03/2026, 17:48 → 17:50), in analysis and not yet opened, that
// tests change one field at a time.

export const adjustmentRequest = (over: Partial<PointSolicitation> = {}): PointSolicitation => ({
  _id: 'r-1',
  createdAt: '2026-03-03T12:00:00.000Z',
  user: { _id: 'u-1', fullName: 'Ana Souza' },
  reason: 'POINTS_ADJUST',
  status: 'IN_ANALYSIS',
  justification: 'Esqueci a saída',
  disapprovalReason: null,
  day: '2026-03-02',
  pointAlert: { _id: 'a-1', alertType: 'PENDING_POINT', pointType: 'EXIT', breakName: null, pointStartDate: '2026-03-02T17:48:00-03:00' },
  registerDate: '2026-03-02T17:50:00-03:00',
  partialMedicalCertificateStartHour: null,
  partialMedicalCertificateEndHour: null,
  solicitationDate: null,
  compensationDate: null,
  totalMinutesCompensated: null,
  attachment: null,
  viewed: false,
  analysedAt: null,
  analysedByName: null,
  ...over,
});
