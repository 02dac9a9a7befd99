import { describe, expect, it } from 'vitest';
import type { AdmissionListItem } from '@colabora/core/admission/contract';
import { admissionListQuerySchema } from '@colabora/core/users/schema';
import { pageAdmissions, sortAdmissions } from './admission-list';

const item = (fullName: string, extra: Partial<AdmissionListItem> = {}): AdmissionListItem => ({
  _id: fullName,
  fullName,
  email: `${fullName.toLowerCase().replace(/\s/g, '.')}@teste.com.br`,
  admissionDate: '2030-01-01',
  limitDate: '2030-01-10',
  percentageFilled: 0,
  disabled: false,
  ...extra,
});

const people = [
  item('Álvaro Dias', { percentageFilled: 20, admissionDate: '2030-02-01' }),
  item('bruna Lima', { percentageFilled: 100 }),
  item('Carlos Souza', { percentageFilled: 20, admissionDate: '2029-12-01' }),
  item('Ana Paula', { email: 'contato@empresa.com.br' }),
];
const query = (raw: Record<string, string> = {}) => admissionListQuerySchema.parse(raw);

describe('admissions list', () => {
  it('defaults to fullName ascending, accent- and case-free, 5 per page, page 1', () => {
    const page = pageAdmissions(people, query());
    expect(page.docs.map((d) => d.fullName)).toEqual(['Álvaro Dias', 'Ana Paula', 'bruna Lima', 'Carlos Souza']);
    expect(page.total).toBe(4);
  });

  it('pages 1-based', () => {
    expect(pageAdmissions(people, query({ limit: '5', page: '2' })).docs).toEqual([]);
    const many = Array.from({ length: 12 }, (_, i) => item(`Pessoa ${String(i).padStart(2, '0')}`));
    const second = pageAdmissions(many, query({ limit: '5', page: '2' }));
    expect(second.docs.map((d) => d.fullName)).toEqual(['Pessoa 05', 'Pessoa 06', 'Pessoa 07', 'Pessoa 08', 'Pessoa 09']);
    expect(second.total).toBe(12);
  });

  it('searches the name without accents, or the e-mail', () => {
    expect(pageAdmissions(people, query({ text: 'alvaro' })).docs.map((d) => d.fullName)).toEqual(['Álvaro Dias']);
    expect(pageAdmissions(people, query({ text: 'contato@' })).docs.map((d) => d.fullName)).toEqual(['Ana Paula']);
  });

  it('filters by the fill percentage', () => {
    const page = pageAdmissions(people, query({ percentageFilled: '20' }));
    expect(page.docs.map((d) => d.fullName)).toEqual(['Álvaro Dias', 'Carlos Souza']);
    expect(page.total).toBe(2);
    expect(admissionListQuerySchema.safeParse({ percentageFilled: '30' }).success).toBe(false);
  });

  it('sorts by other columns, ties by name', () => {
    expect(sortAdmissions(people, 'percentageFilled', 'desc').map((d) => d.fullName)).toEqual([
      'bruna Lima',
      'Álvaro Dias',
      'Carlos Souza',
      'Ana Paula',
    ]);
    expect(sortAdmissions(people, 'admissionDate', 'asc').map((d) => d.fullName)[0]).toBe('Carlos Souza');
  });

  it('accepts only the page sizes 5, 10 and 25 and the known columns', () => {
    expect(admissionListQuerySchema.safeParse({ limit: '7' }).success).toBe(false);
    expect(admissionListQuerySchema.safeParse({ orderBy: 'passwordHash' }).success).toBe(false);
    expect(admissionListQuerySchema.safeParse({ status: 'QUALQUER' }).success).toBe(false);
  });
});
