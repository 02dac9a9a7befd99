import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_MSG } from '@colabora/core/admission/activation';
import { generateCnpj } from '@colabora/core/brazil/cnpj';
import { chainIsValid, punchHash } from '@colabora/core/timeclock/punch-hash';
import { cpfOnlyDocuments, type UserRecord } from '../../db/entities/user';
import { db } from '../../db/service';
import { Conflict } from '../../http/http-error';
import { createCompany, createPerson, type TestCompany } from '../../testing/fixtures';
import { companySettings, updateCompanySettings } from '../company/company-settings';
import { archivePerson } from '../person/archive';
import { updatePerson, type PersonFields } from '../person/guarded-update';
import { recordPunch } from './record-punch';

// Issue 23 §1: one NSR sequence per company for every AFD record. The employer (type 2) and employee (type 5)
// records are written in the transaction of the change that causes them, with the counter the punches move; the
// hash chain stays over the punches.

const RESPONSIBLE = { documents: { cpf: '39053344705' } };
const SETTINGS = { bankRegime: 'NONE', timeZone: 'America/Sao_Paulo' } as const;

const eventsOf = async (companyId: string) => (await db.entities.afdEvent.query.companyEvents({ companyId }).go({ pages: 'all', consistent: true })).data;
const counterOf = async (companyId: string) => (await db.entities.punchCounter.get({ companyId }).go({ consistent: true })).data;
const punchesOf = async (companyId: string) => (await db.entities.punch.query.companyPunches({ companyId }).go({ pages: 'all' })).data;

const punch = (person: UserRecord, second: number) =>
  recordPunch(
    {
      companyId: person.companyId,
      userId: person.id,
      cpf: person.documents!.cpf!,
      receivedAt: new Date(Date.UTC(2026, 10, 3, 11, 0, second)),
      point: null,
      timeZone: 'America/Sao_Paulo',
    },
    null,
  );

async function renamed(companyId: string, name: string) {
  const { employer } = await companySettings(companyId);
  return updateCompanySettings(companyId, { ...SETTINGS, employer: { ...employer, name } }, RESPONSIBLE);
}

const change = (person: UserRecord, set: PersonFields) => updatePerson(person.companyId, person.id, async () => ({ set, read: [], by: RESPONSIBLE }));

describe('the employer (type 2)', () => {
  it("a company created: its type-2 record is NSR 1, no one responsible on file; the counter at 1 with no punch's hash", async () => {
    const company = await createCompany('Comércio Ação Ltda');
    const [event] = await eventsOf(company.id);
    expect(event).toMatchObject({ nsr: 1, type: '2', employerName: 'Comércio Ação Ltda' });
    expect(event.responsibleCpf).toBeUndefined();
    expect(event.placeOfWork).toMatch(/^Sede: /);
    expect(await counterOf(company.id)).toMatchObject({ nsr: 1 });
    expect((await counterOf(company.id))?.lastHash).toBeUndefined();
  });

  it('a change makes exactly one type-2 record with the next NSR; the punch after it takes the following one and chains to the previous punch', async () => {
    const company = await createCompany();
    const person = await createPerson(company.id, { statusActive: 'HIRED', recordPoints: true });
    const first = await punch(person, 0);
    expect(first).toMatchObject({ status: 'recorded', punch: { nsr: 3 } });
    await renamed(company.id, 'Nome Novo S.A.');
    const events = await eventsOf(company.id);
    expect(events.map((event) => [event.nsr, event.type])).toEqual([
      [1, '2'],
      [2, '5'],
      [4, '2'],
    ]);
    expect(events[2]).toMatchObject({ employerName: 'Nome Novo S.A.', responsibleCpf: '39053344705' });
    // This writer keeps NSR 3 as its head: its condition fails on the event's move, and it reads the counter again.
    const second = await punch(person, 1);
    if (first.status !== 'recorded' || second.status !== 'recorded') throw new Error('not recorded');
    expect(second.punch.nsr).toBe(5);
    expect(second.punch.hash).toBe(await punchHash(second.punch, first.punch.hash));
    expect(await counterOf(company.id)).toMatchObject({ nsr: 5, lastHash: second.punch.hash });
  });

  it('no record when the data saved leaves every field of type 2 as it was: the same data, another place, the bank regime', async () => {
    const company = await createCompany();
    const { employer } = await companySettings(company.id);
    await updateCompanySettings(company.id, { ...SETTINGS, employer }, RESPONSIBLE);
    const second = { name: 'Filial', address: { ...employer.placesOfWork[0].address, number: '200' } };
    await updateCompanySettings(company.id, { ...SETTINGS, employer: { ...employer, placesOfWork: [...employer.placesOfWork, second] } }, RESPONSIBLE);
    await updateCompanySettings(company.id, { bankRegime: 'INDIVIDUAL_AGREEMENT', timeZone: 'America/Sao_Paulo' }, RESPONSIBLE);
    expect((await eventsOf(company.id)).map((event) => event.nsr)).toEqual([1]);
    // The first place (the one the record names) changed: a record.
    const moved = { ...employer.placesOfWork[0], address: { ...employer.placesOfWork[0].address, number: '999' } };
    await updateCompanySettings(company.id, { ...SETTINGS, employer: { ...employer, placesOfWork: [moved, second] } }, RESPONSIBLE);
    const events = await eventsOf(company.id);
    expect(events.map((event) => event.nsr)).toEqual([1, 2]);
    expect(events[1].placeOfWork).toContain('999');
  });

  it('a change that fails writes no record: a CNPJ another company holds (409) leaves the sequence as it was', async () => {
    const [company, holder] = [await createCompany(), await createCompany()];
    const { employer: held } = await companySettings(holder.id);
    const { employer } = await companySettings(company.id);
    await expect(updateCompanySettings(company.id, { ...SETTINGS, employer: { ...employer, name: 'Outro Nome', cnpj: held.cnpj } }, RESPONSIBLE)).rejects.toBeInstanceOf(Conflict);
    expect((await eventsOf(company.id)).map((event) => event.nsr)).toEqual([1]);
    expect(await counterOf(company.id)).toMatchObject({ nsr: 1 });
    // A free CNPJ: one record with it.
    const cnpj = generateCnpj();
    await updateCompanySettings(company.id, { ...SETTINGS, employer: { ...employer, cnpj } }, RESPONSIBLE);
    expect((await eventsOf(company.id)).at(-1)).toMatchObject({ nsr: 2, employerDocument: cnpj });
  });
});

describe('the employees (type 5)', () => {
  let company: TestCompany;
  beforeAll(async () => {
    company = await createCompany();
  });
  const newEvents = async (since: number) => (await eventsOf(company.id)).filter((event) => event.nsr > since);
  const lastNsr = async () => (await counterOf(company.id))?.nsr ?? 0;

  it('I when created on the time clock, A when their CPF changes, E when their dismissal is concluded; nothing for another field', async () => {
    const since = await lastNsr();
    const person = await createPerson(company.id, { statusActive: 'HIRED', recordPoints: true, fullName: 'Maria Ponto', documents: cpfOnlyDocuments('52998224725') });
    await change(person, { phone: '11912345678' });
    await change(person, { documents: cpfOnlyDocuments('11144477735') });
    const dismissed = await change(person, { statusDismissal: 'DISMISSED', statusActive: 'DISMISSED' });
    await archivePerson(dismissed, { id: 'rh', fullName: 'RH', ...RESPONSIBLE });
    const events = await newEvents(since);
    expect(events.map((event) => [event.nsr - since, event.operation, event.cpf, event.name])).toEqual([
      [1, 'I', '52998224725', 'Maria Ponto'],
      [2, 'A', '11144477735', 'Maria Ponto'],
      [3, 'E', '11144477735', 'Maria Ponto'],
    ]);
    // Created by the seed or a test (nobody on file); changed by someone with a CPF.
    expect(events.map((event) => event.responsibleCpf)).toEqual([undefined, '39053344705', '39053344705']);
    expect(await lastNsr()).toBe(since + 3);
  });

  it('I again when a concluded dismissal is undone (the person back on the time clock)', async () => {
    const since = await lastNsr();
    const person = await createPerson(company.id, { statusActive: 'HIRED', recordPoints: true });
    await change(person, { statusDismissal: 'DISMISSED', statusActive: 'DISMISSED' });
    await updatePerson(company.id, person.id, async () => ({ set: { statusActive: 'HIRED' }, remove: ['statusDismissal'], read: [], by: RESPONSIBLE }));
    expect((await newEvents(since)).map((event) => event.operation)).toEqual(['I', 'E', 'I']);
  });

  it('E when an active person on the time clock is archived; nothing for a person off the time clock', async () => {
    const since = await lastNsr();
    const off = await createPerson(company.id, { statusActive: 'HIRED', documents: cpfOnlyDocuments('52998224725') });
    await change(off, { documents: cpfOnlyDocuments('11144477735') });
    const on = await createPerson(company.id, { statusActive: 'HIRED', recordPoints: true });
    await archivePerson(on, { id: 'rh', fullName: 'RH', ...RESPONSIBLE });
    expect((await newEvents(since)).map((event) => [event.operation, event.userId])).toEqual([
      ['I', on.id],
      ['E', on.id],
    ]);
  });

  it('a person without a CPF is not put on the time clock, nor left on it without one: 400 and nothing written', async () => {
    const since = await lastNsr();
    await expect(createPerson(company.id, { statusActive: 'HIRED', recordPoints: true, documents: {} as UserRecord['documents'] })).rejects.toThrow(
      ACTIVATION_MSG.noCpfForTimeClock,
    );
    const person = await createPerson(company.id, { statusActive: 'HIRED', recordPoints: true });
    await expect(change(person, { documents: { ...person.documents!, cpf: '' } })).rejects.toThrow(ACTIVATION_MSG.noCpfForTimeClock);
    expect((await db.entities.user.get({ companyId: company.id, id: person.id }).go()).data?.documents?.cpf).toBe(person.documents?.cpf);
    expect((await newEvents(since)).map((event) => event.operation)).toEqual(['I']);
    // Put on the time clock without a CPF before this rule (older local data): never included, they leave it
    // without a record, and are not kept from leaving.
    const legacy = await createPerson(company.id, { statusActive: 'HIRED' });
    await db.entities.user.patch({ companyId: company.id, id: legacy.id }).set({ recordPoints: true }).go();
    await archivePerson({ ...legacy, recordPoints: true }, { id: 'rh', fullName: 'RH', ...RESPONSIBLE });
    expect((await newEvents(since)).map((event) => event.operation)).toEqual(['I']);
  });

  it('events and punches at once: one sequence without gaps or repeats, the chain over the punches', async () => {
    const own = await createCompany();
    const person = await createPerson(own.id, { statusActive: 'HIRED', recordPoints: true });
    await Promise.all([
      ...Array.from({ length: 6 }, (_, index) => punch(person, index)),
      renamed(own.id, 'Primeiro Nome'),
      change(person, { documents: cpfOnlyDocuments('11144477735') }),
    ]);
    const [events, punches] = [await eventsOf(own.id), await punchesOf(own.id)];
    const numbers = [...events, ...punches].map((record) => record.nsr).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, index) => index + 1));
    expect(await chainIsValid(punches)).toBe(true);
    expect(await counterOf(own.id)).toMatchObject({ nsr: 10, lastHash: punches.at(-1)?.hash });
  });
});
