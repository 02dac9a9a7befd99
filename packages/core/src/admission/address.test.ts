import { describe, expect, it } from 'vitest';
import { ADDRESS_MSG, addressSchema } from './address';
import { issuesByPath, messagesAt, SAMPLE_FILE, VALID_CPFS } from './testing/issues';

const valid = {
  cep: '01.310-100',
  state: 'SP',
  city: 'São Paulo',
  publicPlace: 'Avenida Paulista',
  number: '1000',
  complement: '',
  neighborhood: 'Bela Vista',
  type: 'Avenida',
  proofOfAddress: true,
  receipt: SAMPLE_FILE,
};
const parse = (patch: Record<string, unknown>) => addressSchema.safeParse({ ...valid, ...patch });

describe('address (spec 001 §5)', () => {
  it('accepts a complete step with the proof in the own name, keeping CEP digits', () => {
    const result = parse({ cpfOwner: VALID_CPFS[0], rgOwner: '12345678' });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ cep: '01310100', cpfOwner: null, rgOwner: null });
  });

  it('requires the address fields, the proof answer and the proof photo', () => {
    expect(issuesByPath(addressSchema.safeParse({}))).toEqual({
      cep: ['CEP inválido.'],
      state: ['Campo obrigatório'],
      city: ['Campo obrigatório'],
      publicPlace: ['Campo obrigatório'],
      number: ['Campo obrigatório'],
      neighborhood: ['Campo obrigatório'],
      proofOfAddress: ['Campo obrigatório'],
      receipt: ['Comprovante de residência obrigatório'],
    });
  });

  it('CEP has 8 digits', () => {
    expect(messagesAt(parse({ cep: '01310-10' }), 'cep')).toEqual(['CEP inválido.']);
    expect(messagesAt(parse({ cep: '013101000' }), 'cep')).toEqual(['CEP inválido.']);
    expect(parse({ cep: '01310100' }).success).toBe(true);
  });

  it('state is a UF code; type one of the listed ones; complement optional', () => {
    expect(messagesAt(parse({ state: 'São Paulo' }), 'state')).toEqual(['Campo inválido']);
    expect(messagesAt(parse({ type: 'Travessa' }), 'type')).toEqual(['Campo inválido']);
    expect(parse({ type: null, complement: undefined }).success).toBe(true);
  });

  it("asks the owner's CPF and RG when the proof is not in the person's name", () => {
    expect(issuesByPath(parse({ proofOfAddress: false }))).toEqual({
      cpfOwner: ['Campo obrigatório'],
      rgOwner: ['Campo obrigatório'],
    });
    expect(issuesByPath(parse({ proofOfAddress: false, cpfOwner: '529.982.247-26', rgOwner: '1234567' }))).toEqual({
      cpfOwner: ['CPF inválido'],
      rgOwner: ['Mínimo 8 caracteres'],
    });
    const ok = parse({ proofOfAddress: false, cpfOwner: VALID_CPFS[0], rgOwner: ' 12345678 ' });
    expect(ok.data).toMatchObject({ cpfOwner: '52998224725', rgOwner: '12345678' });
  });

  it("shows the owner's messages together with the other fields' messages", () => {
    expect(issuesByPath(parse({ city: '', proofOfAddress: false, cpfOwner: '123' }))).toEqual({
      city: ['Campo obrigatório'],
      cpfOwner: ['CPF inválido'],
      rgOwner: ['Campo obrigatório'],
    });
  });

  it('keeps the lookup failure text verbatim', () => {
    expect(ADDRESS_MSG.cepNotFound).toBe('CEP inválido ou não encontrado');
  });
});
