// What a file's first bytes say it is, whatever its name or declared type claim. The browser checks a chosen
// file with it before any upload, and the API checks the stored bytes again (the local S3 ignores policies).

/** How much of the head the check reads: a PDF's header may come anywhere in its first 1024 bytes. */
export const SNIFF_BYTES = 1024;

const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

const SIGNATURES: [contentType: string, magic: number[]][] = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', [0x50, 0x4b, 0x03, 0x04]], // zip
];

const startsWith = (head: Uint8Array, magic: number[], at = 0) => magic.every((byte, i) => head[at + i] === byte);

/** The type the head's bytes say; null when unknown. */
export function sniffContentType(head: Uint8Array): string | null {
  const match = SIGNATURES.find(([, magic]) => startsWith(head, magic));
  if (match) return match[0];
  // Readers accept a PDF whose header follows some leading bytes (a BOM, a scanner's preamble).
  const limit = Math.min(head.length, SNIFF_BYTES) - PDF_HEADER.length;
  for (let at = 0; at <= limit; at += 1) if (startsWith(head, PDF_HEADER, at)) return 'application/pdf';
  return null;
}
