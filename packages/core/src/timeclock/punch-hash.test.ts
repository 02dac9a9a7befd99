import { describe, expect, it } from 'vitest';
import { afdDateTime, afdPunchFields, afdPunchRecord, chainIsValid, punchHash, punchHashInput, type AfdPunch } from './punch-hash';

// The frozen format (README 'Punch records'): these vectors were computed outside the code with
// `printf '%s' "<input>" | sha256sum`; if a test here fails, the format changed and every stored chain breaks.

const FIRST: AfdPunch = {
  nsr: 1,
  punchedAt: '2026-11-26T08:01:37-03:00',
  cpf: '52998224725',
  recordedAt: '2026-11-26T08:01:38-03:00',
  collector: '02',
  online: true,
};
const SECOND: AfdPunch = { ...FIRST, nsr: 2, punchedAt: '2026-11-26T08:02:00-03:00', recordedAt: '2026-11-26T08:02:00-03:00', cpf: '11144477735' };
const FIRST_HASH = '5F5295868857FDED3BBDD7FC0E5C8BBEA8C479B69FFAAF6A855085FEEC2BF6B1';
const SECOND_HASH = 'B69DC8660ACCE62915DE7F8487BF5BAA4CA933636B1C3F66DDB76BC7D4706F79';

describe('AFD record type 7, fields 1–7', () => {
  it("writes the AFD 'DH': seconds 00 and the offset without a colon", () => {
    expect(afdDateTime('2026-11-26T08:01:37-03:00')).toBe('2026-11-26T08:01:00-0300');
    expect(afdDateTime('2026-11-26T08:01:37.123-03:00')).toBe('2026-11-26T08:01:00-0300');
    expect(() => afdDateTime('2026-11-26T11:01:37Z')).toThrow(RangeError);
  });

  it('lays out NSR 9N, "7", punch DH, CPF 12N, recorded DH, collector 2N, online flag: 73 characters', () => {
    const fields = afdPunchFields(FIRST);
    expect(fields).toBe('000000001' + '7' + '2026-11-26T08:01:00-0300' + '052998224725' + '2026-11-26T08:01:00-0300' + '02' + '0');
    expect(fields).toHaveLength(73);
    expect(afdPunchFields({ ...FIRST, online: false }).at(-1)).toBe('1');
    expect(afdPunchFields({ ...FIRST, cpf: '' }).slice(34, 46)).toBe('000000000000');
  });

  it('refuses a value that does not fit its field', () => {
    expect(() => afdPunchFields({ ...FIRST, nsr: 1_000_000_000 })).toThrow(RangeError);
    expect(() => afdPunchFields({ ...FIRST, cpf: '529.982.247-25' })).toThrow(RangeError);
  });

  it('the whole record is 137 characters, the hash last', () => {
    const record = afdPunchRecord(FIRST, FIRST_HASH);
    expect(record).toHaveLength(137);
    expect(record.slice(73)).toBe(FIRST_HASH);
  });
});

describe('the chained SHA-256 (field 8)', () => {
  // Issue 23 changed the first record's input from fields + 64 spaces to the layout's "caso exista": fields alone.
  it('hashes fields 1–7 alone for the first record (no previous hash: "caso exista"): the fixed vector', async () => {
    expect(punchHashInput(FIRST, null)).toBe(afdPunchFields(FIRST));
    expect(await punchHash(FIRST, null)).toBe(FIRST_HASH);
  });

  it('hashes fields 1–7 plus the previous hash for the next ones: the fixed vector', async () => {
    expect(punchHashInput(SECOND, FIRST_HASH)).toHaveLength(137);
    expect(await punchHash(SECOND, FIRST_HASH)).toBe(SECOND_HASH);
  });

  it('checks a chain: in NSR order from 1, each hash over its own fields and its predecessor', async () => {
    const chain = [
      { ...FIRST, hash: FIRST_HASH },
      { ...SECOND, hash: SECOND_HASH },
    ];
    expect(await chainIsValid(chain)).toBe(true);
    expect(await chainIsValid([chain[1]])).toBe(false);
    expect(await chainIsValid([chain[0], { ...chain[1], cpf: '52998224725' }])).toBe(false);
    expect(await chainIsValid([chain[0], { ...chain[1], hash: FIRST_HASH }])).toBe(false);
  });
});
