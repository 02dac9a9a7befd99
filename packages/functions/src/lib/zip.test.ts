import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_ZIP_ENTRIES, unzip, zip, ZipError } from './zip';

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
const all = () => true;

describe('zip', () => {
  it('round-trips names (UTF-8) and contents', () => {
    const bytes = zip({ 'a.xml': strToU8('<a/>'), 'pasta/ção.txt': strToU8('olá '.repeat(1000)), 'vazio.txt': new Uint8Array() });
    const files = unzip(bytes, all, 1 << 20);
    expect(Object.keys(files)).toEqual(['a.xml', 'pasta/ção.txt', 'vazio.txt']);
    expect(text(files['pasta/ção.txt'])).toBe('olá '.repeat(1000));
    expect(files['vazio.txt'].byteLength).toBe(0);
    // The same content always gives the same bytes.
    expect(zip({ 'a.xml': strToU8('<a/>') })).toEqual(zip({ 'a.xml': strToU8('<a/>') }));
  });

  it('is read by another implementation, and reads its stored and deflated entries', () => {
    const ours = zip({ 'x.xml': strToU8('<x>1</x>') });
    expect(ours.slice(0, 4)).toEqual(new Uint8Array([0x50, 0x4b, 0x03, 0x04]));
    const theirs = zipSync({ 'stored.txt': [strToU8('guardado'), { level: 0 }], 'deflated.txt': [strToU8('z'.repeat(5000)), { level: 9 }] });
    const files = unzip(theirs, (name) => name !== 'ignored', 1 << 20);
    expect(text(files['stored.txt'])).toBe('guardado');
    expect(text(files['deflated.txt'])).toBe('z'.repeat(5000));
  });

  it('reads only the wanted entries', () => {
    const bytes = zip({ 'a': strToU8('1'), 'b': strToU8('2') });
    expect(Object.keys(unzip(bytes, (name) => name === 'b', 10))).toEqual(['b']);
  });

  it('refuses entries that inflate beyond the limit, whatever their header says', () => {
    const bomb = zipSync({ 'big.xml': strToU8('0'.repeat(200_000)) });
    expect(() => unzip(bomb, all, 1000)).toThrow(ZipError);
    // A header that lies about the size is caught while inflating.
    const lying = zip({ 'big.xml': strToU8('0'.repeat(200_000)) });
    const view = new DataView(lying.buffer);
    const central = lying.findIndex((_, i) => view.getUint32(i, true) === 0x02014b50);
    view.setUint32(central + 24, 10, true);
    expect(() => unzip(lying, all, 1000)).toThrow(ZipError);
  });

  it('refuses a name twice and more entries than any sheet holds, before inflating any', () => {
    const twice = zip({ a: strToU8('1'), b: strToU8('2') });
    // Rename b to a in its central record: two entries, one name.
    const view = new DataView(twice.buffer);
    const second = twice.findLastIndex((_, i) => i + 4 <= twice.length && view.getUint32(i, true) === 0x02014b50);
    twice[second + 46] = 'a'.charCodeAt(0);
    expect(() => unzip(twice, (name) => name === 'zzz', 10)).toThrow(ZipError);
    const many = zip(Object.fromEntries(Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => [`f${i}`, strToU8('x')])));
    expect(() => unzip(many, () => false, 10)).toThrow(ZipError);
    const enough = zip(Object.fromEntries(Array.from({ length: MAX_ZIP_ENTRIES }, (_, i) => [`f${i}`, strToU8('x')])));
    expect(Object.keys(unzip(enough, all, 10, 1024))).toHaveLength(MAX_ZIP_ENTRIES);
  });

  it('caps the bytes of all wanted entries together', () => {
    const parts = zip({ a: strToU8('1'.repeat(600)), b: strToU8('2'.repeat(600)) });
    expect(Object.keys(unzip(parts, all, 1000, 1200))).toEqual(['a', 'b']);
    expect(() => unzip(parts, all, 1000, 1000)).toThrow(ZipError);
  });

  it('refuses what is not a zip', () => {
    expect(() => unzip(strToU8('%PDF-1.7 not a zip at all, really not'), all, 10)).toThrow(ZipError);
    expect(() => unzip(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), all, 10)).toThrow(ZipError);
    const truncated = zip({ 'a.xml': strToU8('<a>'.repeat(100)) }).slice(0, -30);
    expect(() => unzip(truncated, all, 1 << 20)).toThrow(ZipError);
  });
});
