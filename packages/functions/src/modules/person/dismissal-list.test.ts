import { describe, expect, it } from 'vitest';
import { dismissalListQuerySchema } from '@colabora/core/dismissal/list';
import type { DismissalEntryItem } from '../../db/entities/dismissal-entry';
import { pageDismissals } from './dismissal-list';

const entry = (userId: string, fullName: string, overrides: Partial<DismissalEntryItem> = {}): DismissalEntryItem => ({
  companyId: 'c',
  userId,
  fullName,
  jobRoleId: 'driver',
  departmentId: 'logistics',
  statusDismissal: 'START_OF_THE_PROCESS',
  ...overrides,
});

const entries = [
  entry('1', 'Élio Souza', { statusDismissal: 'DISMISSED', resignationDate: '2026-01-10', departureDate: '2026-02-12' }),
  entry('2', 'ana Lima', { jobRoleId: 'seller', resignationDate: '2026-03-01', departureDate: '2026-03-31' }),
  entry('3', 'Bruno Reis', { departmentId: 'sales', statusDismissal: 'FULFILLING_NOTICE', resignationDate: '2026-02-01' }),
];
const catalogue = {
  jobRoles: new Map([
    ['driver', 'Motorista'],
    ['seller', 'Vendedor'],
  ]),
  departments: new Map([
    ['logistics', 'Logística'],
    ['sales', 'Vendas'],
  ]),
};
const page = (query: Record<string, string> = {}) => pageDismissals(entries, catalogue, dismissalListQuerySchema.parse({ status: 'DISMISSAL', ...query }));
const names = (query: Record<string, string> = {}) => page({ limit: '25', ...query }).docs.map((item) => item.fullName);

describe('the dismissal list page', () => {
  it('sorts by name by default, ignoring case and accents, with the catalogue names and the dates', () => {
    expect(names()).toEqual(['ana Lima', 'Bruno Reis', 'Élio Souza']);
    expect(page({ limit: '25' }).docs[2]).toEqual({
      _id: '1',
      fullName: 'Élio Souza',
      jobRole: { _id: 'driver', name: 'Motorista' },
      department: { _id: 'logistics', name: 'Logística' },
      statusDismissal: 'DISMISSED',
      resignationDate: '2026-01-10',
      departureDate: '2026-02-12',
    });
  });

  it('filters by text, job role, department and status', () => {
    expect(names({ text: 'elio' })).toEqual(['Élio Souza']);
    expect(names({ jobRole: 'seller' })).toEqual(['ana Lima']);
    expect(names({ department: 'sales' })).toEqual(['Bruno Reis']);
    expect(names({ statusDismissal: 'FULFILLING_NOTICE' })).toEqual(['Bruno Reis']);
  });

  it('sorts by any column, either way, and pages', () => {
    expect(names({ orderBy: 'resignationDate' })).toEqual(['Élio Souza', 'Bruno Reis', 'ana Lima']);
    expect(names({ orderBy: 'departureDate', order: 'desc' })).toEqual(['ana Lima', 'Élio Souza', 'Bruno Reis']);
    expect(names({ orderBy: 'jobRoleName', order: 'desc' })).toEqual(['ana Lima', 'Bruno Reis', 'Élio Souza']);
    expect(page({ limit: '5', page: '1' }).total).toBe(3);
    expect(pageDismissals(entries, catalogue, dismissalListQuerySchema.parse({ status: 'DISMISSAL', page: '2', limit: '5' })).docs).toEqual([]);
  });
});
