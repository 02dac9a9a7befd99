// CRC-16/KERMIT ("CRC-16 CCITT-TRUE"), the check the AFD layout requires of REP-A and REP-P records of types 1 to 5
// (Portaria MTP 671/2021, Anexo V, AFD layout rule 8; gov.br 'leiaute-do-arquivo-fonte-de-dados-afd.pdf'):
// polynomial 0x1021 reflected (0x8408), initial value 0, input and output reflected, no final XOR. The layout's own
// vector: "123456789" → 0x2189, written as the 4 characters "2189". Implementations write uppercase hex.

/** The CRC of the ISO-8859-1 bytes of `text` (every character ≤ U+00FF), as 4 uppercase hex characters. */
export function crc16Kermit(text: string): string {
  let crc = 0;
  for (let index = 0; index < text.length; index += 1) {
    const byte = text.charCodeAt(index);
    if (byte > 0xff) throw new RangeError(`Not an ISO-8859-1 character: ${text[index]}`);
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0x8408 : crc >>> 1;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
