import { describe, expect, it, vi } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { ApiError } from './api-error';
import { importSheet } from './import-sheet';
import { saveSession } from './session';

/** Stands in for the browser's XMLHttpRequest, answering the storage POST with `status`. */
function fakeXhr(status: number) {
  const sent: { method: string; url: string; form: FormData }[] = [];
  class FakeXhr {
    status = 0;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private target = { method: '', url: '' };
    open(method: string, url: string) {
      this.target = { method, url };
    }
    send(form: FormData) {
      sent.push({ ...this.target, form });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = status;
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const TICKET = { url: 'http://127.0.0.1:4569/bucket', fields: { key: 'uploads/c-1/abc.xlsx', Policy: 'p' }, key: 'uploads/c-1/abc.xlsx' };

describe('bulk import through a presigned upload', () => {
  it('asks for a ticket, posts fields then the file with progress, and hands the key to upload-many', async () => {
    saveSession(sessionFor('ADMINISTRATOR_COMPANY'));
    const api = mockApi({
      createUpload: () => json(TICKET),
      importJobRoles: () => json({ created: 3, refused: [] }),
    });
    const sent = fakeXhr(204);
    const progress: number[] = [];
    const file = new File(['PK'], 'cargos.xlsx', { type: '' });

    const answer = await importSheet('importJobRoles', { file, onProgress: (f) => progress.push(f) });

    expect(answer).toEqual({ created: 3, refused: [] });
    expect(api.callsTo('createUpload')[0].body).toEqual({
      purpose: 'sheet',
      fileName: 'cargos.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size: 2,
    });
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url).toBe(TICKET.url);
    expect([...sent[0].form.keys()]).toEqual(['key', 'Policy', 'file']);
    expect(progress).toEqual([0.5, 1]);
    expect(api.callsTo('importJobRoles')[0].body).toEqual({ key: TICKET.key });
  });

  it('reports a storage refusal as a failed upload', async () => {
    saveSession(sessionFor('ADMINISTRATOR_COMPANY'));
    mockApi({ createUpload: () => json(TICKET) });
    fakeXhr(403);
    const failure = importSheet('importDepartments', { file: new File(['PK'], 'd.xlsx') });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ serverMessage: 'Falha ao enviar arquivo' });
  });
});
