import { expect, it } from 'vitest';
import { sniffContentType } from './sniff';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

it('tells PDF, JPEG, PNG and XLSX by their first bytes, whatever the name says', () => {
  expect(sniffContentType(bytes('%PDF-1.7'))).toBe('application/pdf');
  expect(sniffContentType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  expect(sniffContentType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
  expect(sniffContentType(bytes('PK', [3, 4]))).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(sniffContentType(bytes('<html>'))).toBeNull();
  expect(sniffContentType(bytes('%PDF'))).toBeNull();
});

it('takes a PDF whose header follows a preamble within its first 1024 bytes, as readers do', () => {
  expect(sniffContentType(bytes([0xef, 0xbb, 0xbf], '\n%PDF-1.4'))).toBe('application/pdf');
  expect(sniffContentType(bytes(' '.repeat(1019), '%PDF-'))).toBe('application/pdf');
  expect(sniffContentType(bytes(' '.repeat(1020), '%PDF-'))).toBeNull();
});
