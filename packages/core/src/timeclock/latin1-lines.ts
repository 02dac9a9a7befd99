// The REP files' text (Portaria MTP 671/2021, Anexo V: the AFD and the AEJ alike): ISO-8859-1, one record per line
// ending in CR LF, no blank lines. Lines are gathered into chunks of about 64 KB before they are encoded and
// handed on, so a writer streams a file of any size.

const CR_LF = '\r\n';
const CHUNK_BYTES = 64 * 1024;

/** ISO-8859-1 bytes of text whose characters are all ≤ U+00FF (the record writers guarantee it). */
function latin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** The lines, each ended by CR LF, as ISO-8859-1 chunks. */
export async function* latin1Lines(lines: AsyncIterable<string> | Iterable<string>): AsyncGenerator<Uint8Array> {
  let pending = '';
  for await (const line of lines) {
    pending += line + CR_LF;
    if (pending.length >= CHUNK_BYTES) {
      yield latin1(pending);
      pending = '';
    }
  }
  if (pending) yield latin1(pending);
}

/**
 * Text as ISO-8859-1 can hold it: a character outside it loses its accent (NFD, marks dropped) or becomes '?', so
 * a record keeps one byte per character.
 */
export function latin1Text(value: string): string {
  return Array.from(value, (char) => {
    if (char.charCodeAt(0) <= 0xff && char.length === 1) return char;
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
    return bare.length === 1 && bare.charCodeAt(0) <= 0xff ? bare : '?';
  }).join('');
}
