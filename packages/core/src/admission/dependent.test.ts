import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dependentSchema, isCpfAmongDependents, newDependentSchema, repeatedDependentCpfIndexes } from './dependent';
import { issuesByPath, messagesAt, VALID_CPFS } from './testing/issues';

const valid = {
  dependentName: 'Pedro Souza',
  dependentType: 'Filho(a)',
  dependentbirthDate: '2015-08-01',
  dependentCpf: VALID_CPFS[0],
};
const parse = (patch: Record<string, unknown>) => dependentSchema.safeParse({ ...valid, ...patch });

describe('dependent (spec 000 §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T15:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('accepts a complete dependent and keeps the CPF digits', () => {
    expect(parse({}).data).toEqual({ ...valid, dependentCpf: '52998224725' });
    expect(parse({ dependentName: "Ana D'Ávila Souza-Lima", dependentType: 'Cônjuge' }).success).toBe(true);
  });

  it('requires every field', () => {
    expect(issuesByPath(dependentSchema.safeParse({}))).toEqual({
      dependentName: ['Informe o nome completo'],
      dependentType: ['Campo obrigatório'],
      dependentbirthDate: ['Informe uma data válida'],
      dependentCpf: ['Campo obrigatório'],
    });
  });

  it('name: full name, letters only', () => {
    expect(messagesAt(parse({ dependentName: '  ' }), 'dependentName')).toEqual(['Informe o nome completo']);
    expect(messagesAt(parse({ dependentName: 'Pedro' }), 'dependentName')).toEqual(['Informe o nome completo']);
    expect(messagesAt(parse({ dependentName: 'Pedro 2' }), 'dependentName')).toEqual(['Somente letras são aceitas']);
    expect(messagesAt(parse({ dependentName: 'Pedro_Souza' }), 'dependentName')).toEqual(['Somente letras são aceitas']);
  });

  it('type: Filho(a) or Cônjuge', () => {
    expect(messagesAt(parse({ dependentType: 'Pai' }), 'dependentType')).toEqual(['Campo obrigatório']);
  });

  it('birth date: 1900-01-01 up to today', () => {
    expect(parse({ dependentbirthDate: '1900-01-01' }).success).toBe(true);
    expect(parse({ dependentbirthDate: '2026-03-10' }).success).toBe(true);
    expect(messagesAt(parse({ dependentbirthDate: '1899-12-31' }), 'dependentbirthDate')).toEqual([
      'Informe uma data válida',
    ]);
    expect(messagesAt(parse({ dependentbirthDate: '2026-03-11' }), 'dependentbirthDate')).toEqual([
      'Informe uma data válida',
    ]);
    expect(messagesAt(parse({ dependentbirthDate: '2015-02-29' }), 'dependentbirthDate')).toEqual(['Data inválida']);
  });

  it('CPF: 11 digits, then a valid CPF', () => {
    expect(messagesAt(parse({ dependentCpf: '' }), 'dependentCpf')).toEqual(['Campo obrigatório']);
    expect(messagesAt(parse({ dependentCpf: '529.982.247-2' }), 'dependentCpf')).toEqual(['Campo inválido']);
    expect(messagesAt(parse({ dependentCpf: '529.982.247-250' }), 'dependentCpf')).toEqual(['Campo inválido']);
    expect(messagesAt(parse({ dependentCpf: '529.982.247-26' }), 'dependentCpf')).toEqual(['CPF inválido']);
    expect(messagesAt(parse({ dependentCpf: '111.111.111-11' }), 'dependentCpf')).toEqual(['CPF inválido']);
  });
});

describe('adding a dependent (000 §2.6 dialog)', () => {
  it('refuses a CPF already among the added dependents, masked or not', () => {
    const added = [{ dependentCpf: '52998224725' }];
    const result = newDependentSchema(added).safeParse({
      ...valid,
      dependentName: 'Outro Nome',
      dependentbirthDate: '2010-01-01',
    });
    expect(messagesAt(result, 'dependentCpf')).toEqual(['Já existe um dependente cadastrado com esse CPF']);
    expect(newDependentSchema([{ dependentCpf: VALID_CPFS[1] }]).safeParse(valid).success).toBe(true);
  });

  it('finds repeated CPFs in a list', () => {
    const list = [VALID_CPFS[0], VALID_CPFS[1], '52998224725', VALID_CPFS[1]].map((dependentCpf) => ({ dependentCpf }));
    expect(repeatedDependentCpfIndexes(list)).toEqual([2, 3]);
    expect(isCpfAmongDependents('', list)).toBe(false);
  });
});
