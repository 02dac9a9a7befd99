import type { Promotion } from '@colabora/core/promotion/schema';

/** A promotion waiting for Carla's confirmation: Analista in Vendas to Gerente in Financeiro. */
export const PROMOTION: Promotion = {
  _id: 'p-1',
  user: { _id: 'u-1', fullName: 'Carla Souza' },
  status: 'PENDING',
  before: {
    regime: 'CLT',
    jobRole: { _id: 'r-1', name: 'Analista' },
    department: { _id: 'd-1', name: 'Vendas' },
    hasStandardSalary: false,
    salary: 300000,
    vt: 22000,
    va: 0,
    vr: 60000,
  },
  afterPromotion: {
    regime: 'CLT',
    jobRole: { _id: 'r-2', name: 'Gerente' },
    department: { _id: 'd-2', name: 'Financeiro' },
    hasStandardSalary: true,
    salary: 520000,
    vt: 0,
    va: 45000,
    vr: 60000,
  },
  createdAt: '2026-03-02T12:00:00.000Z',
  confirmedAt: null,
};
