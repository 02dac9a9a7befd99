import { beforeAll, describe, expect, it } from 'vitest';
import { API, type ApiRoute, type RouteName } from '@colabora/core/api-routes';
import { ROLES, type Role } from '@colabora/core/enums';
import { SERVER_MSG } from '@colabora/core/messages';
import { companyWithEveryRole, type TestWorld } from '../testing/fixtures';
import { invoke } from '../testing/invoke';
import { MAX_BODY_BYTES } from './json-body';

// Issue 20 §3: a body of another shape than the form's, a body nested 100 000 levels or one of megabytes is
// a 400 (or 413) with a Portuguese text on every route, never a 500; without a token it is a 401 before the
// body is read at all.

let world: TestWorld;
beforeAll(async () => {
  world = await companyWithEveryRole();
});

const WITH_BODY = (Object.keys(API) as RouteName[]).filter((name) => API[name].method !== 'GET');

/** A role the route lets in (its own person for `self` routes): the body reaches the action. */
function callerRole(route: ApiRoute): Role | null {
  if (route.access === 'public') return null;
  if (route.access === 'signed-in') return 'EMPLOYEE';
  return route.access[0] ?? ROLES[0];
}

/** Every path parameter names the caller: the call gets as far into the action as an id lets it. */
function paramsFor(route: ApiRoute, id: string): Record<string, string> {
  return Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, id]));
}

/** Sends `text` as a JSON body, as is. */
function send(name: RouteName, text: string, token: 'none' | 'allowed' = 'allowed') {
  const route = API[name];
  const role = callerRole(route);
  const person = role ? world.people[role] : world.people.EMPLOYEE;
  return invoke(name, {
    token: token === 'allowed' && role ? person.token : undefined,
    params: paramsFor(route, person.id),
    headers: { 'content-type': 'application/json' },
    body: text,
  });
}
const callAs = (name: RouteName, body: unknown) => send(name, JSON.stringify(body));

const SHAPES: [string, unknown][] = [
  ['[]', []],
  ['"str"', 'str'],
  ['null', null],
  ['123', 123],
  ['true', true],
];

describe('bodies of another shape than an object', () => {
  it.each(WITH_BODY)('%s answers 400 with a Portuguese text for [], "str", null, 123, true and {}', async (name) => {
    for (const [label, body] of SHAPES) {
      const answer = await callAs(name, body);
      expect(answer.status, `${name} ${label}: ${answer.raw}`).toBe(400);
      expect(answer.body).toEqual({ message: SERVER_MSG.bodyNotObject });
    }
    const empty = await callAs(name, {});
    expect(empty.status, `${name} {}: ${empty.raw}`).toBeLessThan(500);
    for (const [field, value] of [['company', []], ['journeyDetails', []], ['file', 'x'], ['data', []]] as const) {
      const wrongField = await callAs(name, { [field]: value });
      expect(wrongField.status, `${name} {${field}}: ${wrongField.raw}`).toBeLessThan(500);
    }
  });
});

describe('hostile bodies', () => {
  const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
  const deepObject = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
  const wide = `{${Array.from({ length: 600_000 }, (_, i) => `"k${i}":1`).join(',')}}`;

  it.each(WITH_BODY)('%s: 100 000 levels are 400 with a token and 401 without', async (name) => {
    for (const text of [deep, deepObject]) {
      const anonymous = await send(name, text, 'none');
      const signedIn = await send(name, text, 'allowed');
      if (API[name].access === 'public') {
        expect(signedIn.status, name).toBe(400);
      } else {
        expect(anonymous.status, name).toBe(401);
        expect(signedIn.status, name).toBe(400);
      }
      expect(signedIn.body).toEqual({ message: SERVER_MSG.bodyTooDeep });
    }
  });

  it('an 8 MB body of 600 000 keys without a token is refused at once (401), and with one is 413', async () => {
    expect(wide.length).toBeGreaterThan(MAX_BODY_BYTES);
    const started = performance.now();
    const anonymous = await send('createHoliday', wide, 'none');
    expect(anonymous.status).toBe(401);
    expect(performance.now() - started).toBeLessThan(500);
    const signedIn = await send('createHoliday', wide, 'allowed');
    expect(signedIn.status).toBe(413);
    expect(signedIn.body).toEqual({ message: SERVER_MSG.bodyTooLarge });
  });
});
