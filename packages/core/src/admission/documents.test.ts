import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentsSchema } from './documents';
import { issuesByPath, messagesAt, SAMPLE_FILE, VALID_CPFS, VALID_PIS } from './testing/issues';

const valid = { cpf: VALID_CPFS[0], photoCPF: SAMPLE_FILE };
const parse = (patch: Record<string, unknown>, dependentCpfs?: string[]) =>
  documentsSchema({ dependentCpfs }).safeParse({ ...valid, ...patch });

describe('documents (spec 001 §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T15:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('needs only the CPF and its photo; keeps CPF and PIS as digits', () => {
    expect(parse({}).success).toBe(true);
    const full = parse({
      pisNumber: VALID_PIS,
      rgNumber: 'MG1234567',
      rgExpeditionDate: '2010-06-01',
      rgOrganUfEmitter: 'SSP/MG',
      voterRegistrationNumber: '123456789012',
      voterRegistrationZone: '123',
      voterRegistrationSection: '0456',
      reservistNumber: '123456',
      photoFrontRg: SAMPLE_FILE,
      photoBackRg: null,
    });
    expect(full.success).toBe(true);
    expect(full.data).toMatchObject({ cpf: '52998224725', pisNumber: '12056874107' });
  });

  it('requires the CPF photo and the CPF', () => {
    expect(issuesByPath(documentsSchema().safeParse({}))).toEqual({
      cpf: ['Campo obrigatório'],
      photoCPF: ['A foto do CPF é obrigatória'],
    });
    expect(messagesAt(parse({ photoCPF: null }), 'photoCPF')).toEqual(['A foto do CPF é obrigatória']);
  });

  it('refuses an invalid CPF', () => {
    expect(messagesAt(parse({ cpf: '529.982.247-26' }), 'cpf')).toEqual(['CPF inválido']);
    expect(messagesAt(parse({ cpf: '5299822472' }), 'cpf')).toEqual(['CPF inválido']);
    expect(messagesAt(parse({ cpf: '000.000.000-00' }), 'cpf')).toEqual(['CPF inválido']);
  });

  it('PIS is optional but must be valid', () => {
    expect(parse({ pisNumber: '' }).success).toBe(true);
    expect(parse({ pisNumber: null }).success).toBe(true);
    expect(messagesAt(parse({ pisNumber: '120.56874.10-8' }), 'pisNumber')).toEqual(['PIS inválido']);
    expect(messagesAt(parse({ pisNumber: '1205687410' }), 'pisNumber')).toEqual(['PIS inválido']);
  });

  it('RG number up to 10 characters, voter number up to 13', () => {
    expect(parse({ rgNumber: '1234567890' }).success).toBe(true);
    expect(messagesAt(parse({ rgNumber: '12345678901' }), 'rgNumber')).toEqual(['Máximo 10 caracteres']);
    expect(parse({ voterRegistrationNumber: '1234567890123' }).success).toBe(true);
    expect(messagesAt(parse({ voterRegistrationNumber: '12345678901234' }), 'voterRegistrationNumber')).toEqual([
      'Máximo 13 caracteres',
    ]);
  });

  it('RG date between 1900-01-01 and today', () => {
    expect(parse({ rgExpeditionDate: '1900-01-01' }).success).toBe(true);
    expect(parse({ rgExpeditionDate: '2026-03-10' }).success).toBe(true);
    expect(parse({ rgExpeditionDate: '' }).success).toBe(true);
    expect(messagesAt(parse({ rgExpeditionDate: '1899-12-31' }), 'rgExpeditionDate')).toEqual(['Informe uma data válida']);
    expect(messagesAt(parse({ rgExpeditionDate: '2026-03-11' }), 'rgExpeditionDate')).toEqual(['Informe uma data válida']);
    expect(messagesAt(parse({ rgExpeditionDate: '2010-02-30' }), 'rgExpeditionDate')).toEqual(['Data inválida']);
  });

  it("refuses the CPF of one of the person's dependents", () => {
    expect(messagesAt(parse({}, ['52998224725']), 'cpf')).toEqual(['Já existe esse CPF entre os dependentes']);
    expect(parse({}, [VALID_CPFS[1]]).success).toBe(true);
  });
});
