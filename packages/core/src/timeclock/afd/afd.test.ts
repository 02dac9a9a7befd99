import { describe, expect, it } from 'vitest';
import { punchHash, type AfdPunch } from '../punch-hash';
import { readAfd } from '../testing/afd-reader';
import { crc16Kermit } from './crc16';
import { alpha, documentNumber, numeric } from './fields';
import { afdFileName, writeAfd } from './file';
import {
  employeeRecord,
  employerRecord,
  headerRecord,
  punchRecord,
  sensitiveEventRecord,
  SIGNATURE_LINE,
  trailerRecord,
  type AfdEmployeeEvent,
  type AfdEmployerEvent,
  type AfdEvent,
  type AfdHeader,
  type AfdPunchEvent,
} from './records';

// Golden records: each expected line is written out field by field from the layout's tables (gov.br
// 'leiaute-do-arquivo-fonte-de-dados-afd.pdf'), with its CRC computed outside this code (a Python CRC-16/KERMIT).

const NAME = 'Comércio Ação Ltda';
const HEADER: AfdHeader = {
  employer: { kind: 'CNPJ', document: '11222333000181', name: NAME },
  program: { inpiNumber: '512022123456', developerKind: 'CNPJ', developerDocument: '44555666000199', version: '003' },
  startDay: '2026-11-01',
  endDay: '2026-11-30',
  generatedAt: '2026-11-27T09:00:41.123-03:00',
};
const EMPLOYER: AfdEmployerEvent = {
  type: 2,
  nsr: 1,
  recordedAt: '2026-11-01T08:00:00-03:00',
  responsibleCpf: '52998224725',
  employer: HEADER.employer,
  placeOfWork: 'Rua das Flores, 100 - São Paulo/SP',
};
const EMPLOYEE: AfdEmployeeEvent = {
  type: 5,
  nsr: 2,
  recordedAt: '2026-11-01T08:05:00-03:00',
  operation: 'I',
  cpf: '11144477735',
  name: 'José da Silva',
  responsibleCpf: '52998224725',
};
const PUNCH: AfdPunch = {
  nsr: 4,
  punchedAt: '2026-11-03T08:01:37-03:00',
  cpf: '11144477735',
  recordedAt: '2026-11-03T08:01:38-03:00',
  collector: '02',
  online: true,
};
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((offset, part) => (whole.set(part, offset), offset + part.length), 0);
  return whole;
}

async function chained(punches: readonly AfdPunch[]): Promise<AfdPunchEvent[]> {
  const events: AfdPunchEvent[] = [];
  for (const punch of punches) events.push({ ...punch, type: 7, hash: await punchHash(punch, events.at(-1)?.hash ?? null) });
  return events;
}

describe('CRC-16/KERMIT (layout rule 8)', () => {
  it('gives the layout\'s vector: "123456789" → 2189', () => {
    expect(crc16Kermit('123456789')).toBe('2189');
    expect(crc16Kermit('')).toBe('0000');
  });

  it('covers ISO-8859-1 bytes and refuses what that charset cannot hold', () => {
    expect(crc16Kermit('Ação')).not.toBe(crc16Kermit('Acao'));
    expect(() => crc16Kermit('Łódź')).toThrow(RangeError);
  });
});

describe('fields (rules 6–7)', () => {
  it('writes N right-aligned with zeros and A from the left with spaces, cut to the width', () => {
    expect(numeric(7, 9, 'NSR')).toBe('000000007');
    expect(numeric('11144477735', 12, 'CPF')).toBe('011144477735');
    expect(() => numeric('111.444.777-35', 12, 'CPF')).toThrow(RangeError);
    expect(() => numeric(1_000_000_000, 9, 'NSR')).toThrow(RangeError);
    expect(alpha('Ana', 5)).toBe('Ana  ');
    expect(alpha('Maria Aparecida', 5)).toBe('Maria');
  });

  it('keeps every character within ISO-8859-1: accents it has stay, others lose theirs or become "?"', () => {
    expect(alpha('São João', 8)).toBe('São João');
    expect(alpha('Ăna Ŝ 李', 8)).toBe('Ana S ? ');
    expect(alpha('Łódź', 4)).toBe('?ódz');
  });

  it('takes an alphanumeric CNPJ only from version 004', () => {
    expect(documentNumber('12ABC34501DE35', 14, '004', 'CNPJ')).toBe('12ABC34501DE35');
    expect(() => documentNumber('12ABC34501DE35', 14, '003', 'CNPJ')).toThrow(RangeError);
    expect(documentNumber('52998224725', 14, '003', 'CPF')).toBe('00052998224725');
  });
});

describe('golden records', () => {
  it('type 1, the header: 302 positions, REP-P fields, CRC', () => {
    const golden = [
      '000000000', '1', '1', '11222333000181', ' '.repeat(14), NAME.padEnd(150), '00000512022123456',
      '2026-11-01', '2026-11-30', '2026-11-27T09:00:00-0300', '003', '1', '44555666000199', ' '.repeat(30), '5A2D',
    ].join('');
    expect(headerRecord(HEADER)).toBe(golden);
    expect(golden).toHaveLength(302);
  });

  it('type 2, the employer: 331 positions, CRC', () => {
    const golden = [
      '000000001', '2', '2026-11-01T08:00:00-0300', '00052998224725', '1', '11222333000181', ' '.repeat(14),
      NAME.padEnd(150), 'Rua das Flores, 100 - São Paulo/SP'.padEnd(100), '5C9C',
    ].join('');
    expect(employerRecord(EMPLOYER, '003')).toBe(golden);
    expect(golden).toHaveLength(331);
  });

  it('type 5, an employee included: 118 positions, the CPF 12N, CRC', () => {
    const golden = ['000000002', '5', '2026-11-01T08:05:00-0300', 'I', '011144477735', 'José da Silva'.padEnd(52), '    ', '52998224725', 'DD54'].join('');
    expect(employeeRecord(EMPLOYEE)).toBe(golden);
    expect(golden).toHaveLength(118);
  });

  it('types 2 and 5 with nobody responsible on file: the responsible CPF field is all spaces, the CRC over them', () => {
    const employer = employerRecord({ ...EMPLOYER, responsibleCpf: null }, '003');
    expect(employer.slice(34, 48)).toBe(' '.repeat(14));
    expect(employer.slice(-4)).toBe(crc16Kermit(employer.slice(0, -4)));
    const employee = employeeRecord({ ...EMPLOYEE, responsibleCpf: null });
    expect(employee.slice(103, 114)).toBe(' '.repeat(11));
    expect(employee.slice(-4)).toBe(crc16Kermit(employee.slice(0, -4)));
  });

  it('type 6, a sensitive event: 36 positions, no CRC', () => {
    expect(sensitiveEventRecord({ type: 6, nsr: 3, recordedAt: '2026-11-02T00:00:00-03:00', code: '07' })).toBe('000000003' + '6' + '2026-11-02T00:00:00-0300' + '07');
  });

  it('type 7, a punch: 137 positions, fields 1–7 then the hash', () => {
    const hash = 'A'.repeat(64);
    expect(punchRecord({ ...PUNCH, type: 7, hash })).toBe('000000004' + '7' + '2026-11-03T08:01:00-0300' + '011144477735' + '2026-11-03T08:01:00-0300' + '02' + '0' + hash);
  });

  it('type 9, the trailer: counts of types 2 to 7, the type last', () => {
    expect(trailerRecord({ 2: 1, 5: 2, 7: 90_000 })).toBe('999999999' + '000000001' + '000000000' + '000000000' + '000000002' + '000000000' + '000090000' + '9');
  });

  it('the signature line: the literal text and spaces up to 100', () => {
    expect(SIGNATURE_LINE).toBe('ASSINATURA_DIGITAL_EM_ARQUIVO_P7S' + ' '.repeat(67));
  });

  it('names the file AFD + INPI number (17) + employer CNPJ + REP_P (rule 10.3)', () => {
    expect(afdFileName(HEADER)).toBe('AFD0000051202212345611222333000181REP_P.txt');
  });
});

describe('the file', () => {
  it('writes ISO-8859-1 lines ending in CR LF: header, records by NSR, trailer, signature; the reader accepts it', async () => {
    const punches = await chained([PUNCH, { ...PUNCH, nsr: 5, punchedAt: '2026-11-03T12:00:00-03:00', recordedAt: '2026-11-03T12:00:00-03:00' }]);
    const events: AfdEvent[] = [EMPLOYER, EMPLOYEE, { type: 6, nsr: 3, recordedAt: '2026-11-02T00:00:00-03:00', code: '07' }, ...punches];
    const bytes = await collect(writeAfd(HEADER, events));
    const lines = latin1(bytes).split('\r\n');
    expect(lines).toHaveLength(9);
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(headerRecord(HEADER));
    expect(lines[7]).toBe(SIGNATURE_LINE);
    // 'ç' and 'ã' are one byte each: the header is 302 bytes, not 304.
    expect(bytes.indexOf(13)).toBe(302);

    const reading = await readAfd(bytes);
    expect(reading.records.map((record) => [record.type, record.nsr])).toEqual([
      ['2', '000000001'],
      ['5', '000000002'],
      ['6', '000000003'],
      ['7', '000000004'],
      ['7', '000000005'],
    ]);
    expect(reading.trailer).toMatchObject({ count2: '000000001', count5: '000000001', count6: '000000001', count7: '000000002' });
  });

  it('events between punches: one NSR sequence across types, the chain over type 7 only, counts per type', async () => {
    // NSR 1 the company, 2 an employee included, 3 a punch, 4 the employer changed, 5 the employee's CPF changed,
    // 6 the next punch (chained to NSR 3's hash), 7 the employee excluded.
    const [first] = await chained([{ ...PUNCH, nsr: 3 }]);
    const second: AfdPunchEvent = { ...PUNCH, type: 7, nsr: 6, hash: await punchHash({ ...PUNCH, nsr: 6 }, first.hash) };
    const events: AfdEvent[] = [
      EMPLOYER,
      EMPLOYEE,
      first,
      { ...EMPLOYER, nsr: 4, responsibleCpf: null, placeOfWork: 'Sede: Rua Nova, 1' },
      { ...EMPLOYEE, nsr: 5, operation: 'A', cpf: '52998224725' },
      second,
      { ...EMPLOYEE, nsr: 7, operation: 'E', cpf: '52998224725' },
    ];
    const reading = await readAfd(await collect(writeAfd(HEADER, events)));
    expect(reading.records.map((record) => `${record.nsr}:${record.type}`)).toEqual([
      '000000001:2', '000000002:5', '000000003:7', '000000004:2', '000000005:5', '000000006:7', '000000007:5',
    ]);
    expect(reading.records.map((record) => record.operation).filter(Boolean)).toEqual(['I', 'A', 'E']);
    expect(reading.trailer).toMatchObject({ count2: '000000002', count5: '000000003', count6: '000000000', count7: '000000002' });
    // A punch chained to the event before it instead of the previous punch breaks the chain.
    const wrong: AfdPunchEvent = { ...second, hash: await punchHash({ ...PUNCH, nsr: 6 }, null) };
    await expect(readAfd(await collect(writeAfd(HEADER, events.map((event) => (event === second ? wrong : event)))))).rejects.toThrow(/NSR 6 hash breaks the chain/);
  });

  it('the reader refuses an all-zero employee CPF and a gap between an event and a punch', async () => {
    const [punch] = await chained([{ ...PUNCH, nsr: 3 }]);
    await expect(readAfd(await collect(writeAfd(HEADER, [EMPLOYER, { ...EMPLOYEE, cpf: '0' }, punch])))).rejects.toThrow(/NSR 2 has an all-zero CPF/);
    await expect(readAfd(await collect(writeAfd(HEADER, [EMPLOYER, punch])))).rejects.toThrow(/NSR 3 after 1/);
  });

  it('streams: records come from an async iterable and leave in chunks, never as one string', async () => {
    const many = await chained(Array.from({ length: 1_000 }, (_, index): AfdPunch => ({ ...PUNCH, nsr: index + 1 })));
    async function* pages() {
      for (let start = 0; start < many.length; start += 100) yield* await Promise.resolve(many.slice(start, start + 100));
    }
    const chunks: Uint8Array[] = [];
    for await (const chunk of writeAfd(HEADER, pages())) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    const whole = await collect((async function* () { yield* chunks; })());
    expect((await readAfd(whole)).records).toHaveLength(1_000);
    // 2 000 SHA-256 digests (chained, then checked): half a second alone, several on a loaded machine.
  }, 20_000);

  it('refuses records out of NSR order', async () => {
    const [first, second] = await chained([PUNCH, { ...PUNCH, nsr: 5 }]);
    await expect(collect(writeAfd(HEADER, [second, first]))).rejects.toThrow(/NSR order/);
  });
});

describe('the test reader refuses what the layout forbids', () => {
  async function file(): Promise<string> {
    return latin1(await collect(writeAfd(HEADER, await chained([PUNCH, { ...PUNCH, nsr: 5 }, { ...PUNCH, nsr: 6 }]))));
  }
  const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

  it('a changed punch: its hash no longer matches', async () => {
    await expect(readAfd(bytes((await file()).replace('00000000572026-11-03T08:01', '00000000572026-11-03T08:02')))).rejects.toThrow(/NSR 5 hash breaks the chain/);
  });

  it('a removed punch: the NSR jumps, the chain breaks and the trailer count is wrong', async () => {
    const lines = (await file()).split('\r\n');
    lines.splice(2, 1);
    await expect(readAfd(bytes(lines.join('\r\n')))).rejects.toThrow(/NSR 6 after 4[\s\S]*NSR 6 hash breaks[\s\S]*trailer counts 3 of type 7, the file has 2/);
  });

  it('a header changed after its CRC, a short line, LF line ends', async () => {
    const text = await file();
    await expect(readAfd(bytes(text.replace('2026-11-30', '2026-11-29')))).rejects.toThrow(/line 1: CRC-16/);
    await expect(readAfd(bytes(text.replace(/ {67}\r\n$/, '\r\n')))).rejects.toThrow(/signature line/);
    await expect(readAfd(bytes(text.replaceAll('\r\n', '\n')))).rejects.toThrow(/AFD/);
  });

  it('a period file checks its first punch against the hash before it', async () => {
    const [, second, third] = await chained([PUNCH, { ...PUNCH, nsr: 5 }, { ...PUNCH, nsr: 6 }]);
    const period = await collect(writeAfd(HEADER, [second, third]));
    await expect(readAfd(period)).rejects.toThrow(/NSR 5 hash breaks the chain/);
    const [first] = await chained([PUNCH]);
    await expect(readAfd(period, { previousHash: first.hash })).resolves.toBeTruthy();
  });
});
