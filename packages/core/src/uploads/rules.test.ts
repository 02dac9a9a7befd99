import { describe, expect, it } from 'vitest';
import { exceedsMaxSize, hasAcceptedExtension, isAcceptedContentType, maxMegabytes } from './rules';

describe('what an upload purpose takes', () => {
  it('the extensions, whatever the case', () => {
    expect(hasAcceptedExtension('sheet', 'CARGOS.XLSX')).toBe(true);
    expect(hasAcceptedExtension('sheet', 'cargos.xls')).toBe(false);
    expect(hasAcceptedExtension('document', 'rg.pdf')).toBe(true);
  });

  it('the content types', () => {
    expect(isAcceptedContentType('photo', 'image/png')).toBe(true);
    expect(isAcceptedContentType('photo', 'application/pdf')).toBe(false);
    expect(isAcceptedContentType('photo', null)).toBe(false);
  });

  it('the size, up to the limit included', () => {
    expect(maxMegabytes('sheet')).toBe(5);
    expect(exceedsMaxSize('sheet', 5 * 1024 * 1024)).toBe(false);
    expect(exceedsMaxSize('sheet', 5 * 1024 * 1024 + 1)).toBe(true);
  });
});
