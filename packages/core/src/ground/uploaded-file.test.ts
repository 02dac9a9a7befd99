import { describe, expect, it } from 'vitest';
import { issuesByPath, SAMPLE_FILE } from '../admission/testing/issues';
import { optionalUploadedFileSchema, uploadedFileSchema } from './uploaded-file';

describe('uploaded file reference', () => {
  const photo = uploadedFileSchema('Foto obrigatória');

  it('takes key, name and size', () => {
    expect(photo.parse({ ...SAMPLE_FILE, extra: 1 })).toEqual(SAMPLE_FILE);
  });

  it('says its message however it is missing or broken', () => {
    expect(issuesByPath(photo.safeParse(undefined))).toEqual({ '': ['Foto obrigatória'] });
    expect(issuesByPath(photo.safeParse(null))).toEqual({ '': ['Foto obrigatória'] });
    expect(issuesByPath(photo.safeParse({ key: ' ', name: '', size: 0 }))).toEqual({
      key: ['Foto obrigatória'],
      name: ['Foto obrigatória'],
      size: ['Foto obrigatória'],
    });
  });

  it('an optional slot may be absent or null', () => {
    const slot = optionalUploadedFileSchema('Arquivo inválido');
    expect(slot.safeParse(undefined).success).toBe(true);
    expect(slot.safeParse(null).success).toBe(true);
    expect(issuesByPath(slot.safeParse({ key: 'k', name: 'n', size: 1.5 }))).toEqual({ size: ['Arquivo inválido'] });
  });
});
