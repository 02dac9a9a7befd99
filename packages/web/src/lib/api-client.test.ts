import { describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@colabora/core/api-routes';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { apiRequest, apiUrl } from './api-client';
import { ApiError } from './api-error';
import { reloadPage } from './reload-page';
import { getSession, saveSession } from './session';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

const SIGN_IN = { email: 'ana@demo.com.br', password: 'Demo@2026' };

describe('API client', () => {
  it('builds URLs from the route manifest', () => {
    expect(apiUrl('paginateJobRoles', { params: { companyId: 'c 1' }, query: { page: 2, limit: 5, text: '' } })).toBe(
      '/api/job-role/paginate/c%201?page=2&limit=5',
    );
  });

  it('sends the stored token and reads the JSON answer', async () => {
    saveSession(sessionFor('HUMAN_RESOURCES_MANAGMENT'));
    const api = mockApi({ paginateDepartments: () => json({ docs: [], total: 0 }) });
    const answer = await apiRequest('paginateDepartments', { params: { companyId: 'c-1' } });
    expect(answer).toEqual({ docs: [], total: 0 });
    expect(api.calls[0].headers.get('Authorization')).toBe('Bearer token-HUMAN_RESOURCES_MANAGMENT');
  });

  it('on 401 clears the session and reloads the page (spec 000 §7)', async () => {
    saveSession(sessionFor('ADMINISTRATOR_COMPANY'));
    mockApi({ deleteJobRole: () => json({ message: 'Sessão expirada. Entre novamente.' }, 401) });
    await expect(apiRequest('deleteJobRole', { params: { id: 'j-1' } })).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('a 401 from sign-in is wrong credentials: nothing is cleared or reloaded', async () => {
    mockApi({ signIn: () => json({ message: 'E-mail ou senha incorretos.' }, 401) });
    await expect(apiRequest('signIn', { body: SIGN_IN })).rejects.toMatchObject({ status: 401 });
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("carries the server's message and field errors", async () => {
    saveSession(sessionFor('ADMINISTRATOR_COMPANY'));
    mockApi({
      createJobRole: () => json({ message: 'Dados inválidos.', errors: { name: 'Já existe um cargo com esse nome.' } }, 400),
    });
    const failure = apiRequest('createJobRole', { body: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Dados inválidos.',
      fieldErrors: { name: 'Já existe um cargo com esse nome.' },
    });
  });

  it("carries the refusal's machine-readable code, and only a known one", async () => {
    saveSession(sessionFor('ADMISSION_PROCESS'));
    const reason = 'Esta etapa já foi aprovada e não pode mais ser alterada.';
    mockApi({
      confirmEmail: () => json({ message: reason, code: 'stepAlreadyApproved' }, 409),
      createPassword: () => json({ message: 'Outro motivo', code: 'desconhecido' }, 409),
    });
    const password = { password: 'Senha@Nova1', confirmPassword: 'Senha@Nova1' };
    await expect(apiRequest('confirmEmail', { params: { inviteId: 'i-1' }, body: { email: 'ana@demo.com.br' } })).rejects.toMatchObject({
      status: 409,
      serverMessage: reason,
      code: 'stepAlreadyApproved',
    });
    await expect(apiRequest('createPassword', { params: { inviteId: 'i-1' }, body: password })).rejects.toMatchObject({ code: null });
  });

  it('sends a create again, with the same Idempotency-Key, when its answer never came', async () => {
    saveSession(sessionFor('HUMAN_RESOURCES_MANAGMENT'));
    let attempts = 0;
    const api = mockApi({
      createDepartment: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return json({ _id: 'd-1', code: 1, name: 'Fiscal', totalEmployees: 0 }, 201);
      },
    });
    await expect(apiRequest('createDepartment', { body: { name: 'Fiscal' } })).resolves.toMatchObject({ _id: 'd-1' });
    const [first, second] = api.callsTo('createDepartment');
    expect(first.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get(IDEMPOTENCY_HEADER)).toBe(first.headers.get(IDEMPOTENCY_HEADER));
  });

  it('gives each create its own key, and never repeats or marks any other call', async () => {
    saveSession(sessionFor('HUMAN_RESOURCES_MANAGMENT'));
    const api = mockApi({
      createDepartment: () => json({ _id: 'd-1' }, 201),
      updateDepartment: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await apiRequest('createDepartment', { body: { name: 'A' } });
    await apiRequest('createDepartment', { body: { name: 'B' } });
    const [a, b] = api.callsTo('createDepartment');
    expect(a.headers.get(IDEMPOTENCY_HEADER)).not.toBe(b.headers.get(IDEMPOTENCY_HEADER));
    await expect(apiRequest('updateDepartment', { params: { id: 'd-1' }, body: { name: 'C' } })).rejects.toMatchObject({ status: 0 });
    expect(api.callsTo('updateDepartment')).toHaveLength(1);
    expect(api.callsTo('updateDepartment')[0].headers.get(IDEMPOTENCY_HEADER)).toBeNull();
  });

  it('no answer at all is status 0', async () => {
    mockApi({});
    await expect(apiRequest('signIn', { body: SIGN_IN })).rejects.toMatchObject({ status: 0, isNetworkFailure: true });
  });
});
