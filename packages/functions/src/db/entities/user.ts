import { Entity } from 'electrodb';
import { ROLES, STATUS_ACTIVE } from '@colabora/core/enums';
import { normalizeText } from '@colabora/core/text';
import { SERVICE } from './service-name';

const DAY = { type: 'string' } as const; // yyyy-MM-dd, America/Sao_Paulo calendar day

export const EXPERIENCE_PERIODS = ['30+60', '45+45'] as const;

export const User = new Entity({
  model: { entity: 'user', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    companyId: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true, set: (email?: string) => email?.trim().toLowerCase() },
    fullName: { type: 'string', required: true },
    nameNormalized: {
      type: 'string',
      watch: ['fullName'],
      set: (_: unknown, item: { fullName?: string }) => (item.fullName ? normalizeText(item.fullName) : undefined),
    },
    role: { type: ROLES, required: true },
    passwordHash: { type: 'string', required: true },
    deactivated: { type: 'boolean', required: true, default: false },
    statusActive: { type: STATUS_ACTIVE },
    admissionDate: DAY,
    /** Job role and department: written only by users/user-records.ts, in the transaction that also moves
     * their Total de colaboradores (a direct write would leave the totals wrong). */
    jobRoleId: { type: 'string' },
    departmentId: { type: 'string' },
    hiringData: {
      type: 'map',
      properties: {
        experiencePeriod: { type: EXPERIENCE_PERIODS },
        beginningOfFirstPeriod: DAY,
        endOfFirstPeriod: DAY,
        startOfSecondPeriod: DAY,
        endOfSecondPeriod: DAY,
      },
    },
    /** Wrong-password instants (ISO) inside the lockout window. */
    loginFailures: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    lockedUntil: { type: 'string' },
    /** Bumped on every sign-in bookkeeping write, so concurrent attempts cannot overwrite each other. */
    loginVersion: { type: 'number', required: true, default: 0 },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    /** A company's people are one partition family. */
    people: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['id'] },
    },
    /** Everyone in a status across companies: the scheduled status transitions. */
    byStatus: {
      index: 'gsi3',
      condition: (attr) => attr.statusActive !== undefined,
      pk: { field: 'gsi3pk', composite: ['statusActive'] },
      sk: { field: 'gsi3sk', composite: [] },
    },
  },
});
