import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { EMPLOYER_MSG, employerSchema, MAX_PLACES_OF_WORK, personPlaceOfWork, placesOfWork, placeOfWorkText } from './employer';
import { COMPANY_MSG } from './schema';

// The employer's identification in the company settings (issue 23 §8): CNPJ with its check digits, legal name and
// at least one place of work; the same schema checks the form and PUT /api/company/settings.

const ADDRESS = { cep: '01310-100', publicPlace: 'Avenida Paulista', number: '1000', complement: '', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'sp' };
const EMPLOYER = { name: ' Padaria Pão Quente Ltda ', cnpj: '11.222.333/0001-81', placesOfWork: [{ name: 'Loja Paulista', address: ADDRESS }] };
const messages = (value: unknown) => employerSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('employerSchema', () => {
  it('keeps the CNPJ without its mask, the CEP digits and the UF in capitals', () => {
    expect(employerSchema.parse(EMPLOYER)).toEqual({
      name: 'Padaria Pão Quente Ltda',
      cnpj: '11222333000181',
      placesOfWork: [{ name: 'Loja Paulista', address: { ...ADDRESS, cep: '01310100', state: 'SP' } }],
    });
  });

  it('refuses a CNPJ whose check digits are wrong, and accepts an alphanumeric one', () => {
    expect(messages({ ...EMPLOYER, cnpj: '11.222.333/0001-80' })).toEqual([['cnpj', COMPANY_MSG.invalidCnpj]]);
    expect(employerSchema.parse({ ...EMPLOYER, cnpj: '12.ABC.345/01DE-35' }).cnpj).toBe('12ABC34501DE35');
  });

  it('asks for the legal name and for at least one place, each named and with its address', () => {
    expect(messages({ ...EMPLOYER, name: ' ' })).toEqual([['name', MSG.required]]);
    expect(messages({ ...EMPLOYER, placesOfWork: [] })).toEqual([['placesOfWork', EMPLOYER_MSG.atLeastOnePlace]]);
    expect(messages({ ...EMPLOYER, placesOfWork: [{ name: '', address: { ...ADDRESS, publicPlace: '' } }] })).toEqual([
      ['placesOfWork.0.name', MSG.required],
      ['placesOfWork.0.address.publicPlace', MSG.required],
    ]);
    const many = Array.from({ length: MAX_PLACES_OF_WORK + 1 }, (_, index) => ({ ...EMPLOYER.placesOfWork[0], name: `Loja ${index + 1}` }));
    expect(messages({ ...EMPLOYER, placesOfWork: many })).toEqual([['placesOfWork', EMPLOYER_MSG.tooManyPlaces(MAX_PLACES_OF_WORK)]]);
  });

  it('refuses two places of one name: a person’s place of work is named by it', () => {
    const place = EMPLOYER.placesOfWork[0];
    const twice = [place, { ...place, name: ' Loja Paulista ', address: { ...ADDRESS, number: '2000' } }];
    expect(messages({ ...EMPLOYER, placesOfWork: twice })).toEqual([['placesOfWork', EMPLOYER_MSG.samePlaceName]]);
  });
});

describe('placesOfWork', () => {
  const address = { ...ADDRESS, cep: '01310100', state: 'SP' };
  it('reads the registered address as the one place of a company that never set its places', () => {
    expect(placesOfWork({ address })).toEqual([{ name: 'Sede', address }]);
    expect(placesOfWork({ address, placesOfWork: [] })).toEqual([{ name: 'Sede', address }]);
  });
  it('finds the person’s place by its name; the first for someone without one or whose place is gone (art. 79 IV)', () => {
    const places = [
      { name: 'Sede', address },
      { name: 'Loja Centro', address: { ...address, number: '20' } },
    ];
    expect(personPlaceOfWork(places, 'Loja Centro')).toBe(places[1]);
    expect(personPlaceOfWork(places, undefined)).toBe(places[0]);
    expect(personPlaceOfWork(places, 'Loja Fechada')).toBe(places[0]);
  });
  it('prints a place with its name and address (art. 79 IV)', () => {
    expect(placeOfWorkText({ name: 'Sede', address })).toBe('Sede: Avenida Paulista, 1000, Bela Vista, São Paulo/SP, CEP 01310-100');
  });
});
