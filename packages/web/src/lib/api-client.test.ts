import { describe, expect, it, vi } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { apiRequest, apiUrl } from './api-client';
import { ApiError } from './api-error';
import { reloadPage } from './reload-page';
import { getSession, saveSession } from './session';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

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
    await expect(apiRequest('signIn', { body: {} })).rejects.toMatchObject({ status: 401 });
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

  it('no answer at all is status 0', async () => {
    mockApi({});
    await expect(apiRequest('signIn', { body: {} })).rejects.toMatchObject({ status: 0, isNetworkFailure: true });
  });
});
