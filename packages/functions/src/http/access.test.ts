import { describe, expect, it } from 'vitest';
import { ROLES } from '@colabora/core/enums';
import { bearerToken, mayCall, roleAllowed } from './access';

describe('route access', () => {
  it('public and signed-in routes admit every role', () => {
    for (const role of ROLES) {
      expect(roleAllowed('public', role)).toBe(true);
      expect(roleAllowed('signed-in', role)).toBe(true);
    }
  });

  it('role lists admit only their roles', () => {
    const hr = ['ADMINISTRATOR_COMPANY', 'HUMAN_RESOURCES_MANAGMENT'] as const;
    expect(ROLES.filter((role) => roleAllowed(hr, role))).toEqual(hr);
  });
});

describe('routes open to oneself', () => {
  const route = { access: ['ADMINISTRATOR_COMPANY'] as const, self: 'id' };

  it('admit the allowed roles about anyone', () => {
    expect(mayCall(route, { id: 'hr', role: 'ADMINISTRATOR_COMPANY' }, { id: 'someone' })).toBe(true);
  });

  it('admit anyone else only about themself', () => {
    expect(mayCall(route, { id: 'me', role: 'EMPLOYEE' }, { id: 'me' })).toBe(true);
    expect(mayCall(route, { id: 'me', role: 'EMPLOYEE' }, { id: 'someone' })).toBe(false);
    expect(mayCall(route, { id: 'me', role: 'EMPLOYEE' }, {})).toBe(false);
    expect(mayCall({ access: route.access }, { id: 'me', role: 'EMPLOYEE' }, { id: 'me' })).toBe(false);
  });
});

describe('bearer token', () => {
  it('reads the token of a Bearer header in any case', () => {
    expect(bearerToken({ authorization: 'Bearer abc.def.ghi' })).toBe('abc.def.ghi');
    expect(bearerToken({ Authorization: 'bearer abc' })).toBe('abc');
  });

  it('ignores other schemes and empty headers', () => {
    expect(bearerToken({})).toBeNull();
    expect(bearerToken({ authorization: 'Basic dXNlcjpwYXNz' })).toBeNull();
    expect(bearerToken({ authorization: 'Bearer ' })).toBeNull();
    expect(bearerToken({ authorization: 'Bearer a b' })).toBeNull();
  });
});
