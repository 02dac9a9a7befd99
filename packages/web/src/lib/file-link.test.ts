import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { json, mockApi } from '@/testing/mock-api';
import { fetchFileBlob } from './file-link';

describe('a stored file, fetched to be shown from the site itself', () => {
  it('keeps the type of a PDF or a picture', async () => {
    mockApi({ getFileLink: () => json({ url: 'https://files.test/exame.pdf', expiresIn: 60 }) });
    const blob = await fetchFileBlob('u-1', 'files/c/u/exame.pdf');
    expect(blob.type).toBe('application/pdf');
  });

  it('turns any other type into bytes to save, never a page to render', async () => {
    const { fetchMock } = mockApi({ getFileLink: () => json({ url: 'https://files.test/x.png', expiresIn: 60 }) });
    fetchMock.mockImplementationOnce(async () => json({ url: 'https://files.test/x.png', expiresIn: 60 }));
    fetchMock.mockImplementationOnce(async () => new Response('<script>alert(1)</script>', { headers: { 'Content-Type': 'text/html' } }));
    const blob = await fetchFileBlob('u-1', 'files/c/u/x.png');
    expect(blob.type).toBe('application/octet-stream');
  });
});

describe('the local URL of a stored file', () => {
  it('is released when the cache drops its query', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const client = createQueryClient({ retry: false });
    client.getQueryCache().build(client, { queryKey: ['file-url', 'u-1', 'k'], meta: { objectUrl: true } }).setData('blob:foto');
    client.getQueryCache().build(client, { queryKey: ['other'] }).setData('blob:not-ours');
    client.clear();
    expect(revoke.mock.calls).toEqual([['blob:foto']]);
  });
});
