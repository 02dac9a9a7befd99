import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

// The zip container of .xlsx files on Node's own zlib: read the parts an import needs, write a model. Not a
// general zip library: no zip64, no encryption, no spanning (none of which a spreadsheet uses). Node's
// zlib rather than fflate: ~12 KB less in every Lambda that reads or writes sheets.

export class ZipError extends Error {}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;
/** UTF-8 names (general purpose flag bit 11). */
const UTF8_FLAG = 0x0800;

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function endOfCentralDirectory(data: DataView): number {
  // The record is 22 bytes plus a comment of up to 65 535 bytes, at the very end.
  const last = data.byteLength - 22;
  for (let at = last; at >= Math.max(0, last - 0xffff); at -= 1) {
    if (data.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  throw new ZipError('no end of central directory');
}

/** More entries than any spreadsheet or export of ours holds: a directory past it is refused before it is read. */
export const MAX_ZIP_ENTRIES = 512;

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localAt: number;
}

/** The central directory, checked whole before any entry is inflated: at most MAX_ZIP_ENTRIES, no name twice. */
function directory(bytes: Uint8Array, data: DataView): Entry[] {
  const end = endOfCentralDirectory(data);
  const count = data.getUint16(end + 10, true);
  if (count > MAX_ZIP_ENTRIES) throw new ZipError(`${count} entries`);
  let at = data.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  const entries: Entry[] = [];
  const names = new Set<string>();
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > data.byteLength || data.getUint32(at, true) !== CENTRAL_HEADER) throw new ZipError('bad central directory');
    const nameLength = data.getUint16(at + 28, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    // Readers disagree on which of two same-named entries counts: a file that has them is no honest sheet.
    if (names.has(name)) throw new ZipError(`${name} twice`);
    names.add(name);
    entries.push({
      name,
      method: data.getUint16(at + 10, true),
      compressedSize: data.getUint32(at + 20, true),
      size: data.getUint32(at + 24, true),
      localAt: data.getUint32(at + 42, true),
    });
    at += 46 + nameLength + data.getUint16(at + 30, true) + data.getUint16(at + 32, true);
  }
  return entries;
}

/**
 * The contents of the entries whose name `wanted` accepts. Each must inflate to at most `maxEntryBytes`, and all
 * of them together to at most `maxTotalBytes` (zip bombs are refused while inflating, not after).
 */
export function unzip(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
  maxEntryBytes: number,
  maxTotalBytes = maxEntryBytes,
): Record<string, Uint8Array> {
  if (bytes.byteLength < 22) throw new ZipError('too short for a zip');
  const data = view(bytes);
  const files: Record<string, Uint8Array> = {};
  let budget = maxTotalBytes;
  for (const { name, method, compressedSize, size, localAt } of directory(bytes, data)) {
    if (!wanted(name)) continue;
    const limit = Math.min(maxEntryBytes, budget);
    if (size > limit) throw new ZipError(`${name} too large`);
    if (localAt + 30 > data.byteLength || data.getUint32(localAt, true) !== LOCAL_HEADER) throw new ZipError('bad local header');
    const start = localAt + 30 + data.getUint16(localAt + 26, true) + data.getUint16(localAt + 28, true);
    const raw = bytes.subarray(start, start + compressedSize);
    if (raw.byteLength !== compressedSize) throw new ZipError('truncated entry');
    if (method === STORED) {
      if (raw.byteLength > limit) throw new ZipError(`${name} too large`);
      files[name] = raw;
    } else if (method === DEFLATED) {
      try {
        files[name] = inflateRawSync(raw, { maxOutputLength: limit });
      } catch {
        throw new ZipError(`${name} does not inflate`);
      }
    } else {
      throw new ZipError(`unsupported compression ${method}`);
    }
    budget -= files[name].byteLength;
  }
  return files;
}

/** A zip of the given files, deflated, with UTF-8 names. */
export function zip(files: Record<string, Uint8Array>): Uint8Array {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [fileName, content] of Object.entries(files)) {
    const name = encoder.encode(fileName);
    const compressed = deflateRawSync(content);
    const checksum = crc32(content);
    const local = new Uint8Array(30 + name.byteLength);
    const l = view(local);
    l.setUint32(0, LOCAL_HEADER, true);
    l.setUint16(4, 20, true); // version needed: 2.0
    l.setUint16(6, UTF8_FLAG, true);
    l.setUint16(8, DEFLATED, true);
    l.setUint16(12, 0x21, true); // 1980-01-01, a fixed date: the same model gives the same bytes
    l.setUint32(14, checksum, true);
    l.setUint32(18, compressed.byteLength, true);
    l.setUint32(22, content.byteLength, true);
    l.setUint16(26, name.byteLength, true);
    local.set(name, 30);
    const central = new Uint8Array(46 + name.byteLength);
    const c = view(central);
    c.setUint32(0, CENTRAL_HEADER, true);
    c.setUint16(4, 20, true); // made by: 2.0
    c.setUint16(6, 20, true);
    c.setUint16(8, UTF8_FLAG, true);
    c.setUint16(10, DEFLATED, true);
    c.setUint16(14, 0x21, true);
    c.setUint32(16, checksum, true);
    c.setUint32(20, compressed.byteLength, true);
    c.setUint32(24, content.byteLength, true);
    c.setUint16(28, name.byteLength, true);
    c.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local, compressed);
    centrals.push(central);
    offset += local.byteLength + compressed.byteLength;
  }
  const directorySize = centrals.reduce((sum, part) => sum + part.byteLength, 0);
  const end = new Uint8Array(22);
  const e = view(end);
  e.setUint32(0, END_OF_CENTRAL_DIRECTORY, true);
  e.setUint16(8, centrals.length, true);
  e.setUint16(10, centrals.length, true);
  e.setUint32(12, directorySize, true);
  e.setUint32(16, offset, true);
  const parts = [...locals, ...centrals, end];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}
