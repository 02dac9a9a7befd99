import { describe, expect, it } from 'vitest';
import { personFieldLabel } from './field-labels';

describe('the labels of a person’s fields, by the path the history records', () => {
  it('labels each tab’s fields, the groups inside them and the dismissal’s', () => {
    expect(personFieldLabel('hiringData.workdayName')).toBe('Jornada de trabalho');
    expect(personFieldLabel('hiringData.additional.dangerousness')).toBe('Periculosidade');
    expect(personFieldLabel('address.state')).toBe('Estado');
    expect(personFieldLabel('phone')).toBe('Telefone');
    expect(personFieldLabel('checkup.pregnant')).toBe('Gestante');
    expect(personFieldLabel('shutDownData.stabilityJustification')).toBe('Justificativa (estabilidade)');
  });

  it('answers null for what is no field of a person: entries the API words itself, inherited names', () => {
    expect(personFieldLabel('Cargo')).toBeNull();
    expect(personFieldLabel('constructor')).toBeNull();
    expect(personFieldLabel('hiringData.workday')).toBeNull();
  });
});
