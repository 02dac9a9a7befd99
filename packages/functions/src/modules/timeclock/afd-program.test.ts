import { describe, expect, it } from 'vitest';
import { afdProgram } from './afd-program';

describe('the REP-P program in the AFD header (stage settings)', () => {
  it('says "not registered yet" with zeros and version 003 until the stage sets it', () => {
    expect(afdProgram({})).toEqual({ inpiNumber: '', developerKind: 'CNPJ', developerDocument: '', version: '003' });
  });

  it('takes the INPI number as digits only, the developer CNPJ and version 004', () => {
    const program = afdProgram({ AFD_INPI_NUMBER: 'BR512022123456-7', AFD_DEVELOPER_CNPJ: ' 44555666000199 ', AFD_LAYOUT_VERSION: '004' });
    expect(program).toEqual({ inpiNumber: '5120221234567', developerKind: 'CNPJ', developerDocument: '44555666000199', version: '004' });
  });

  it('refuses a layout version the AFD does not have', () => {
    expect(() => afdProgram({ AFD_LAYOUT_VERSION: '005' })).toThrow(/AFD_LAYOUT_VERSION/);
  });
});
