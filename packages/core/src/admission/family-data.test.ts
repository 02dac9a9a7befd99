import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { familyDataSchema } from './family-data';
import { issuesByPath, messagesAt, VALID_CPFS } from './testing/issues';

const dependent = (dependentCpf: string, dependentName = 'Pedro Souza') => ({
  dependentName,
  dependentType: 'Filho(a)',
  dependentbirthDate: '2015-08-01',
  dependentCpf,
});
const valid = {
  maritalStatus: 'Casado(a)',
  mothersName: 'Maria da Silva',
  fathersName: '',
  hasDependents: true,
  dependents: [dependent(VALID_CPFS[0])],
};
const parse = (patch: Record<string, unknown>, collaboratorCpf?: string) =>
  familyDataSchema({ collaboratorCpf }).safeParse({ ...valid, ...patch });

describe('family data (spec 001 §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T15:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('accepts a complete step', () => {
    expect(parse({}).success).toBe(true);
    expect(parse({ fathersName: 'João Souza' }).success).toBe(true);
  });

  it('requires marital status, mother and the dependents answer', () => {
    expect(issuesByPath(familyDataSchema().safeParse({}))).toEqual({
      maritalStatus: ['Campo obrigatório'],
      mothersName: ['Campo obrigatório'],
      hasDependents: ['Campo obrigatório'],
    });
    expect(messagesAt(parse({ maritalStatus: 'Divorciado(a)' }), 'maritalStatus')).toEqual(['Campo obrigatório']);
  });

  it('names take letters only', () => {
    expect(messagesAt(parse({ mothersName: 'Maria 2' }), 'mothersName')).toEqual(['Somente letras são aceitas']);
    expect(messagesAt(parse({ fathersName: 'J0ão' }), 'fathersName')).toEqual(['Somente letras são aceitas']);
  });

  it('with dependents, at least one', () => {
    expect(messagesAt(parse({ dependents: [] }), 'dependents')).toEqual(['Adicione os dependentes']);
    expect(messagesAt(parse({ dependents: undefined }), 'dependents')).toEqual(['Adicione os dependentes']);
  });

  it('shows the list message together with the field messages', () => {
    expect(issuesByPath(parse({ mothersName: '', dependents: [] }))).toEqual({
      mothersName: ['Campo obrigatório'],
      dependents: ['Adicione os dependentes'],
    });
  });

  it('without dependents, any typed before are dropped', () => {
    expect(parse({ hasDependents: false }).data?.dependents).toEqual([]);
  });

  it('refuses two dependents with the same CPF', () => {
    const result = parse({ dependents: [dependent(VALID_CPFS[0]), dependent('52998224725', 'Ana Souza')] });
    expect(issuesByPath(result)).toEqual({ 'dependents.1.dependentCpf': ['Já existe um dependente cadastrado com esse CPF'] });
  });

  it("refuses a dependent with the collaborator's own CPF", () => {
    expect(messagesAt(parse({}, '529.982.247-25'), 'dependents')).toEqual([
      'O colaborador possui o mesmo CPF de um dos dependentes',
    ]);
    expect(parse({}, VALID_CPFS[1]).success).toBe(true);
  });

  it("checks each dependent with the dependent's rules", () => {
    expect(messagesAt(parse({ dependents: [dependent('123')] }), 'dependents.0.dependentCpf')).toEqual(['Campo inválido']);
  });
});
