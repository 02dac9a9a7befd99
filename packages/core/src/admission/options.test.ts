import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  ADDRESS_TYPES,
  DEFICIENCIES,
  DEPENDENT_TYPES,
  GENDERS,
  MARITAL_STATUSES,
  RACES,
  toOptions,
} from './options';

describe('admission enumerations (spec 001 §3, 000 §3), verbatim', () => {
  it('lists every option as the spec writes it', () => {
    expect(GENDERS).toEqual(['Masculino', 'Feminino', 'Não-Binário', 'Transgenero']);
    expect(RACES).toEqual(['Branca', 'Preta', 'Parda', 'Amarela', 'Indígena']);
    expect(DEFICIENCIES).toEqual(['Nenhuma', 'Múltipla', 'Intelectual', 'Fala', 'Física', 'Auditiva', 'Visual', 'Mental']);
    expect(MARITAL_STATUSES).toEqual(['Solteiro(a)', 'Casado(a)', 'Viúvo(a)']);
    expect(DEPENDENT_TYPES).toEqual(['Filho(a)', 'Cônjuge']);
    expect(ADDRESS_TYPES).toEqual([
      'Alamenda',
      'Avenida',
      'Chácara',
      'Condomínio',
      'Conjunto',
      'Distrito',
      'Estrada',
      'Rodovia',
      'Rua',
    ]);
    expect(ACCOUNT_TYPES).toEqual(['Conta corrente', 'Conta salário']);
  });

  it('turns a list into select options labelled by their value', () => {
    expect(toOptions(ACCOUNT_TYPES)).toEqual([
      { value: 'Conta corrente', label: 'Conta corrente' },
      { value: 'Conta salário', label: 'Conta salário' },
    ]);
  });
});
