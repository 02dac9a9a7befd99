import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import forge from 'node-forge';

// Reads a signed PDF back in the tests, without the code that wrote it: the texts its pages draw, and its PAdES
// signature checked as a reader would (ISO 32000-1 §12.8.1: the CMS in /Contents signs the bytes /ByteRange names).

/** node-forge's fromDer with options (≥ 1.3), which its typings miss: /Contents is the CMS then zero padding. */
const fromDer = forge.asn1.fromDer as unknown as (bytes: string, options: { parseAllBytes: boolean }) => forge.asn1.Asn1;

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** The strings the page content streams show (pdf-lib writes them as hex strings, WinAnsi-encoded, then Flate). */
export function pdfTexts(pdf: Uint8Array): string[] {
  const source = latin1(pdf);
  const texts: string[] = [];
  // WinAnsi is Latin-1 for the letters Portuguese uses (accents, ç); its punctuation above 0x7F is not read here.
  for (const match of source.matchAll(/\/FlateDecode[^]*?stream\r?\n([^]*?)endstream/g)) {
    const content = latin1(inflateSync(Buffer.from(match[1], 'latin1')));
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) texts.push(Buffer.from(shown[1], 'hex').toString('latin1'));
  }
  return texts;
}

export interface PdfSignature {
  /** The signer certificate the CMS carries. */
  certificate: forge.pki.Certificate;
  subFilter: string;
}

/**
 * Checks the PDF's signature: the ByteRange covers the whole file but /Contents, the CMS's messageDigest is the
 * SHA-256 of those bytes, and the signed attributes verify with the certificate's public key. Throws otherwise.
 */
export function verifyPdfSignature(pdf: Uint8Array): PdfSignature {
  const source = latin1(pdf);
  const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(source);
  if (!range) throw new Error('no /ByteRange');
  const [start, firstLength, second, secondLength] = range.slice(1).map(Number);
  if (start !== 0 || second + secondLength !== pdf.length) throw new Error('the ByteRange does not cover the file');
  const contents = source.slice(firstLength, second);
  if (!/^<[0-9A-Fa-f]+>$/.test(contents)) throw new Error('the ByteRange gap is not /Contents');
  const signed = Buffer.concat([pdf.subarray(0, firstLength), pdf.subarray(second, second + secondLength)]);
  const der = forge.util.hexToBytes(contents.slice(1, -1));
  const message = forge.pkcs7.messageFromAsn1(fromDer(der, { parseAllBytes: false })) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string };
  };
  const { authenticatedAttributes, signature } = message.rawCapture;
  const digestAttribute = authenticatedAttributes.find(
    (attribute) => forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0].value as string) === forge.pki.oids.messageDigest,
  );
  if (!digestAttribute) throw new Error('no messageDigest attribute');
  const digest = ((digestAttribute.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0].value as string;
  if (forge.util.bytesToHex(digest) !== createHash('sha256').update(signed).digest('hex')) throw new Error('the digest does not match the signed bytes');
  // The signature is over the DER of the signed attributes as a SET (RFC 5652 §5.4).
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, authenticatedAttributes);
  const attributesDigest = forge.md.sha256.create().update(forge.asn1.toDer(set).getBytes());
  const [certificate] = message.certificates;
  if (!(certificate.publicKey as forge.pki.rsa.PublicKey).verify(attributesDigest.digest().bytes(), signature)) throw new Error('the signature does not verify');
  const subFilter = /\/SubFilter\s*\/([\w.]+)/.exec(source)?.[1] ?? '';
  return { certificate, subFilter };
}
