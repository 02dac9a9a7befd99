import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactSchema, onBirthStateChange, onNationalityChange, personalDataSchema } from './personal-data';
import { issuesByPath, messagesAt, SAMPLE_FILE } from './testing/issues';

const valid = {
  nationality: 'Brasil',
  state: 'MG',
  cityOfBirth: 'Belo Horizonte',
  birthDate: '1990-05-20',
  gender: 'Feminino',
  raceColor: 'Parda',
  deficiency: 'Nenhuma',
  profilePicture: SAMPLE_FILE,
};
const parse = (patch: Record<string, unknown>) => personalDataSchema.safeParse({ ...valid, ...patch });

describe('personal data (spec 001 §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 on 10 March in Sao Paulo is already 11 March in UTC.
    vi.setSystemTime(new Date('2026-03-11T02:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('accepts a complete step', () => {
    expect(parse({}).success).toBe(true);
    expect(parse({ nationality: 'Argentina', state: 'Buenos Aires', cityOfBirth: 'La Plata' }).success).toBe(true);
  });

  it('requires every field', () => {
    expect(issuesByPath(personalDataSchema.safeParse({}))).toEqual({
      nationality: ['Campo obrigatório'],
      state: ['Campo obrigatório'],
      cityOfBirth: ['Campo obrigatório'],
      birthDate: ['Informe uma data válida'],
      gender: ['Campo obrigatório'],
      raceColor: ['Campo obrigatório'],
      deficiency: ['Campo obrigatório'],
      profilePicture: ['Foto obrigatória'],
    });
    expect(issuesByPath(parse({ nationality: ' ', state: '', cityOfBirth: '', gender: '', raceColor: null }))).toEqual({
      nationality: ['Campo obrigatório'],
      state: ['Campo obrigatório'],
      cityOfBirth: ['Campo obrigatório'],
      gender: ['Campo obrigatório'],
      raceColor: ['Campo obrigatório'],
    });
  });

  it('takes only the listed options', () => {
    expect(messagesAt(parse({ gender: 'Outro' }), 'gender')).toEqual(['Campo obrigatório']);
    expect(messagesAt(parse({ deficiency: 'Nenhum' }), 'deficiency')).toEqual(['Campo obrigatório']);
    expect(messagesAt(parse({ nationality: 'Atlântida' }), 'nationality')).toEqual(['Campo inválido']);
  });

  it('with nationality Brasil the state is a UF code', () => {
    expect(messagesAt(parse({ state: 'Minas Gerais' }), 'state')).toEqual(['Campo inválido']);
    expect(messagesAt(parse({ nationality: 'Portugal', state: 'Minas Gerais' }), 'state')).toEqual([]);
  });

  it("birth date: 1900-01-01 up to today where Brazil's day turns first (Noronha; the picker stops at the company's today)", () => {
    // 02:30 UTC: 23:30 of the 10th in Sao Paulo, 00:30 of the 11th in Fernando de Noronha.
    expect(parse({ birthDate: '1900-01-01' }).success).toBe(true);
    expect(parse({ birthDate: '2026-03-11' }).success).toBe(true);
    expect(messagesAt(parse({ birthDate: '1899-12-31' }), 'birthDate')).toEqual(['Informe uma data válida']);
    expect(messagesAt(parse({ birthDate: '2026-03-12' }), 'birthDate')).toEqual(['Informe uma data válida']);
  });

  it('birth date: missing asks for a valid date, a wrong value is invalid', () => {
    expect(messagesAt(parse({ birthDate: null }), 'birthDate')).toEqual(['Informe uma data válida']);
    expect(messagesAt(parse({ birthDate: '' }), 'birthDate')).toEqual(['Informe uma data válida']);
    expect(messagesAt(parse({ birthDate: '1990-02-30' }), 'birthDate')).toEqual(['Data inválida']);
    expect(messagesAt(parse({ birthDate: '20/05/1990' }), 'birthDate')).toEqual(['Data inválida']);
    expect(messagesAt(parse({ birthDate: 19900520 }), 'birthDate')).toEqual(['Data inválida']);
  });

  it('photo: new or existing, but always one', () => {
    expect(messagesAt(parse({ profilePicture: null }), 'profilePicture')).toEqual(['Foto obrigatória']);
    expect(messagesAt(parse({ profilePicture: { ...SAMPLE_FILE, key: '' } }), 'profilePicture.key')).toEqual([
      'Foto obrigatória',
    ]);
  });
});

describe('choosing nationality and state (spec 001 §2 step 1)', () => {
  const data = { nationality: 'Brasil', state: 'SP', cityOfBirth: 'Santos' };
  it('another nationality clears state and city', () => {
    expect(onNationalityChange(data, 'Chile')).toEqual({ nationality: 'Chile', state: '', cityOfBirth: '' });
    expect(onNationalityChange(data, 'Brasil')).toBe(data);
  });
  it('another state clears the city', () => {
    expect(onBirthStateChange(data, 'RJ')).toEqual({ nationality: 'Brasil', state: 'RJ', cityOfBirth: '' });
    expect(onBirthStateChange(data, 'SP')).toBe(data);
  });
});

describe('contact on the company tab (spec 001 §5)', () => {
  it('requires a valid e-mail and a phone of 10 to 13 digits', () => {
    expect(contactSchema.safeParse({ email: 'ana@exemplo.com.br', phone: '(11) 98765-4321' }).data).toEqual({
      email: 'ana@exemplo.com.br',
      phone: '11987654321',
    });
    expect(issuesByPath(contactSchema.safeParse({ email: '', phone: '' }))).toEqual({
      email: ['Campo obrigatório'],
      phone: ['Campo obrigatório'],
    });
    expect(issuesByPath(contactSchema.safeParse({ email: 'ana@', phone: '119876543' }))).toEqual({
      email: ['E-mail inválido'],
      phone: ['Telefone inválido'],
    });
    expect(contactSchema.safeParse({ email: 'a@b.co', phone: '1198765432' }).success).toBe(true);
    expect(messagesAt(contactSchema.safeParse({ email: 'a@b.co', phone: '55119876543210' }), 'phone')).toEqual([
      'Telefone inválido',
    ]);
  });
});
