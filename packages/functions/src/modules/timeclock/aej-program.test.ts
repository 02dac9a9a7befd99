import { describe, expect, it } from 'vitest';
import { aejSettings } from './aej-program';

describe('aejSettings (stage settings of the AEJ)', () => {
  it('reads the version, the AFD settings it shares and the developer; says plainly what is not set', () => {
    const settings = aejSettings({
      AEJ_LAYOUT_VERSION: '002',
      AFD_INPI_NUMBER: 'BR512022123456-7',
      AFD_DEVELOPER_CNPJ: '44555666000199',
      PROGRAM_VERSION: '1.0',
      DEVELOPER_NAME: ' Colabora Ltda ',
    });
    expect(settings).toEqual({
      version: '002',
      inpiNumber: '5120221234567',
      program: {
        name: 'Colabora',
        version: '1.0',
        developerKind: 'CNPJ',
        developerDocument: '44555666000199',
        developerName: 'Colabora Ltda',
        developerEmail: 'não informado',
      },
    });
    expect(aejSettings({}).version).toBe('001');
  });

  it('refuses a version the layout does not have', () => {
    expect(() => aejSettings({ AEJ_LAYOUT_VERSION: '003' })).toThrow(/AEJ_LAYOUT_VERSION/);
  });
});
