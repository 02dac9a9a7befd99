import { describe, expect, it } from 'vitest';
import { API, RESOURCES, ROUTES_BY_KEY, buildPath, matchRoute, routeKey, type ApiRoute } from './api-routes';

describe('route manifest', () => {
  it('has one route per method and path', () => {
    expect(ROUTES_BY_KEY.size).toBe(Object.keys(API).length);
  });

  it('puts every route under /api and names its resource', () => {
    for (const route of Object.values(API)) {
      expect(route.path.startsWith('/api/')).toBe(true);
      expect(RESOURCES).toContain(route.resource);
    }
  });

  it('keeps the two sign-ins, the first access and the password recovery (one-time links) as the only public routes', () => {
    const publicRoutes = Object.entries(API).filter(([, route]) => route.access === 'public');
    expect(publicRoutes.map(([name]) => name)).toEqual([
      'signIn',
      'firstAccess',
      'requestPasswordRecovery',
      'recoverPassword',
      'inviteSignIn',
    ]);
  });

  it('names a path parameter of the route wherever a route is open to oneself', () => {
    for (const route of Object.values(API) as ApiRoute[]) {
      if (route.self) expect(route.path).toContain(`{${route.self}}`);
    }
  });

  it('builds API Gateway route keys', () => {
    expect(routeKey(API.paginateJobRoles)).toBe('GET /api/job-role/paginate/{companyId}');
  });
});

describe('matchRoute', () => {
  it('prefers literal segments over parameters, as API Gateway does', () => {
    expect(matchRoute('GET', '/api/job-role/paginate/c1')).toEqual({
      name: 'paginateJobRoles',
      params: { companyId: 'c1' },
    });
    expect(matchRoute('GET', '/api/job-role/c1')).toEqual({ name: 'listJobRoles', params: { companyId: 'c1' } });
    expect(matchRoute('POST', '/api/job-role/upload-many')?.name).toBe('importJobRoles');
    expect(matchRoute('POST', '/api/job-role/abc')).toEqual({ name: 'updateJobRole', params: { id: 'abc' } });
  });

  it('tells methods apart and refuses unknown paths', () => {
    expect(matchRoute('DELETE', '/api/department/d1')).toEqual({ name: 'deleteDepartment', params: { id: 'd1' } });
    expect(matchRoute('PUT', '/api/department/d1')).toBeNull();
    expect(matchRoute('GET', '/api/nothing')).toBeNull();
    expect(matchRoute('GET', '/api/job-role/paginate/c1/extra')).toBeNull();
  });

  it('sends the admission routes with literal segments to their own route, not to {id}', () => {
    expect(matchRoute('PUT', '/api/users/reset-password')?.name).toBe('resetPassword');
    expect(matchRoute('PUT', '/api/users/u1')).toEqual({ name: 'updateUser', params: { id: 'u1' } });
    expect(matchRoute('GET', '/api/users/upload-model')?.name).toBe('employeeSheetModel');
    expect(matchRoute('GET', '/api/users/u1')).toEqual({ name: 'getUser', params: { id: 'u1' } });
    expect(matchRoute('GET', '/api/users/company/c1')).toEqual({ name: 'listCompanyUsers', params: { companyId: 'c1' } });
    expect(matchRoute('POST', '/api/invite/auth')?.name).toBe('inviteSignIn');
    expect(matchRoute('PUT', '/api/invite/i1')).toEqual({ name: 'updateInvite', params: { inviteId: 'i1' } });
  });

  it("sends the journeys' literal paths to their own route, not to {companyId}, {id} or {userId}", () => {
    expect(matchRoute('GET', '/api/workday/c1')).toEqual({ name: 'listWorkdays', params: { companyId: 'c1' } });
    expect(matchRoute('GET', '/api/workday/paginate/c1')).toEqual({ name: 'paginateWorkdays', params: { companyId: 'c1' } });
    expect(matchRoute('GET', '/api/workday/validate/name')?.name).toBe('validateWorkdayName');
    expect(matchRoute('GET', '/api/workday/u1/journey')).toEqual({ name: 'getPersonJourney', params: { userId: 'u1' } });
    expect(matchRoute('PUT', '/api/workday/update/scaleAndBreaks')?.name).toBe('updateWorkdayScaleAndBreaks');
    expect(matchRoute('PUT', '/api/workday')?.name).toBe('updateWorkdaysStatus');
    expect(matchRoute('DELETE', '/api/workday')?.name).toBe('deleteWorkdays');
    expect(matchRoute('DELETE', '/api/workday/w1')).toEqual({ name: 'deleteWorkday', params: { id: 'w1' } });
    expect(API.getMonthScale.resource).toBe('workday');
  });

  it('decodes parameters', () => {
    expect(matchRoute('GET', '/api/department/a%20b')?.params).toEqual({ companyId: 'a b' });
  });
});

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath(API.paginateDepartments.path, { companyId: 'a/b' })).toBe('/api/department/paginate/a%2Fb');
  });

  it('refuses a missing parameter', () => {
    expect(() => buildPath(API.updateJobRole.path)).toThrow('missing path parameter id');
  });
});
