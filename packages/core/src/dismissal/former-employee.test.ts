import { describe, expect, it } from 'vitest';
import { API, type RouteName } from '../api-routes';
import { FORMER_EMPLOYEE_ROUTES, statusAllowsRoute } from './former-employee';

const routes = Object.keys(API) as RouteName[];

describe('a former employee (statusActive DISMISSED)', () => {
  it('keeps the read-only routes of Contratos (with RESCISÃO), payslips and their own data', () => {
    for (const route of FORMER_EMPLOYEE_ROUTES) {
      expect(API[route].method === 'GET' || route === 'exportPersonData', route).toBe(true);
      expect(statusAllowsRoute(route, { statusActive: 'DISMISSED' })).toBe(true);
    }
  });

  it('may call nothing else, whatever the route', () => {
    const others = routes.filter((route) => !(FORMER_EMPLOYEE_ROUTES as readonly string[]).includes(route));
    expect(others).toContain('getMonthScale');
    expect(others).toContain('confirmPromotion');
    for (const route of others) expect(statusAllowsRoute(route, { statusActive: 'DISMISSED' }), route).toBe(false);
  });

  it('leaves everyone still employed alone', () => {
    for (const route of routes) {
      expect(statusAllowsRoute(route, { statusActive: 'HIRED' })).toBe(true);
      expect(statusAllowsRoute(route, { statusActive: null })).toBe(true);
    }
  });
});
