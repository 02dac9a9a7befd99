import { describe, expect, it } from 'vitest';
import { userListQuerySchema } from '../users/schema';
import { ACTIVE_COLUMN_LABEL, ACTIVE_LIST_STATUSES, ACTIVE_ORDER_BY, activeListQuerySchema } from './active-list';

// GET /api/users/company/{companyId}: one query schema, the list chosen by `status` (000 §7, 001 §7).
describe('users list query', () => {
  it('defaults to the admissions list, unchanged', () => {
    expect(userListQuerySchema.parse({})).toEqual({
      status: 'ADMISSION',
      page: 1,
      limit: 5,
      order: 'asc',
      orderBy: 'fullName',
      text: '',
      percentageFilled: '',
    });
    expect(userListQuerySchema.safeParse({ percentageFilled: '30' }).success).toBe(false);
    expect(userListQuerySchema.safeParse({ orderBy: 'jobRoleName' }).success).toBe(false);
  });

  it('status=ACTIVE reads the Ativos list: page 1-based, 5 per page, fullName ascending, no filters', () => {
    expect(userListQuerySchema.parse({ status: 'ACTIVE' })).toEqual({
      status: 'ACTIVE',
      page: 1,
      limit: 5,
      order: 'asc',
      orderBy: 'fullName',
      text: '',
      jobRole: '',
      department: '',
      statusActive: '',
    });
  });

  it('reads the filters and the sort from the query string', () => {
    expect(
      userListQuerySchema.parse({
        status: 'ACTIVE',
        page: '2',
        limit: '25',
        order: 'desc',
        orderBy: 'endDate',
        text: ' ana ',
        jobRole: 'jr-1',
        department: 'dp-2',
        statusActive: 'VACATION',
      }),
    ).toEqual({
      status: 'ACTIVE',
      page: 2,
      limit: 25,
      order: 'desc',
      orderBy: 'endDate',
      text: 'ana',
      jobRole: 'jr-1',
      department: 'dp-2',
      statusActive: 'VACATION',
    });
  });

  it('sorts the Ativos list by its seven sortable columns only', () => {
    expect(ACTIVE_ORDER_BY.map((column) => ACTIVE_COLUMN_LABEL[column])).toEqual([
      'Nome',
      'Cargo',
      'Departamento',
      'Celular',
      'Status',
      'Iniciado em',
      'Finaliza em',
    ]);
    for (const orderBy of ACTIVE_ORDER_BY) expect(activeListQuerySchema.safeParse({ status: 'ACTIVE', orderBy }).success).toBe(true);
    expect(userListQuerySchema.safeParse({ status: 'ACTIVE', orderBy: 'percentageFilled' }).success).toBe(false);
    expect(userListQuerySchema.safeParse({ status: 'ACTIVE', orderBy: 'passwordHash' }).success).toBe(false);
  });

  it('filters by the statuses an active person can have: experience, efetivado or a leave', () => {
    expect(ACTIVE_LIST_STATUSES).toEqual([
      'WORK_EXPERIENCE',
      'HIRED',
      'DAY_OFF',
      'VACATION',
      'WEEKLY_REST',
      'INSS_REMOVAL',
      'MATERNITY_LEAVE',
      'PATERNITY_LEAVE',
      'MEDICAL_CERTIFICATE',
      'SUSPENSION',
      'UNPAID_LEAVE',
    ]);
    expect(userListQuerySchema.safeParse({ status: 'ACTIVE', statusActive: 'DISMISSED' }).success).toBe(false);
  });

  it('refuses other page sizes, unknown statuses and lists', () => {
    expect(userListQuerySchema.safeParse({ status: 'ACTIVE', limit: '50' }).success).toBe(false);
    expect(userListQuerySchema.safeParse({ status: 'ACTIVE', statusActive: 'ON_LEAVE' }).success).toBe(false);
    expect(userListQuerySchema.safeParse({ status: 'DISMISSED' }).success).toBe(false);
  });
});
