import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { COMPANY_MSG, newCompanySchema } from './schema';

const valid = {
  name: 'Padaria Pão Quente Ltda',
  cnpj: '11.222.333/0001-81',
  adminName: 'Beatriz Souza',
  adminEmail: 'Beatriz@Padaria.com.br',
  address: {
    cep: '30130-010',
    publicPlace: 'Avenida Afonso Pena',
    number: '100',
    complement: null,
    neighborhood: 'Centro',
    city: 'Belo Horizonte',
    state: 'mg',
  },
};

const errors = (value: unknown) =>
  Object.fromEntries((newCompanySchema.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('a new company and its first administrator', () => {
  it('keeps the CNPJ and CEP without masks, the UF in capitals and the e-mail in lower case', () => {
    expect(newCompanySchema.parse(valid)).toMatchObject({
      cnpj: '11222333000181',
      adminEmail: 'beatriz@padaria.com.br',
      address: { cep: '30130010', state: 'MG' },
    });
  });

  it('says what is wrong with each field', () => {
    expect(
      errors({ ...valid, cnpj: '11.222.333/0001-80', adminEmail: 'beatriz', address: { ...valid.address, cep: '3013', state: 'XX', publicPlace: ' ' } }),
    ).toEqual({
      cnpj: COMPANY_MSG.invalidCnpj,
      adminEmail: COMPANY_MSG.invalidEmail,
      'address.cep': COMPANY_MSG.invalidCep,
      'address.state': COMPANY_MSG.invalidState,
      'address.publicPlace': MSG.required,
    });
  });
});
