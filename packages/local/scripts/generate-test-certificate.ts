// Writes packages/local/fixtures/test-signing-certificate.p12: the TEST certificate the local runtime and the tests
// sign receipts with (README "Signatures"). Committed rather than made at every start: the local stage, the handler
// tests and the e2e sign with the same certificate, and starting skips a slow RSA key generation in JavaScript. It
// is self-signed, named "certificado de TESTE, sem validade jurídica" in its subject, and its password is public
// (TEST_CERTIFICATE_PASSWORD in src/resources.ts): it proves the signing code, never a receipt. A stage signs with its
// own ICP-Brasil A1, set with `sst secrets set`.
//   npx tsx packages/local/scripts/generate-test-certificate.ts
import { writeFileSync } from 'node:fs';
import forge from 'node-forge';
import { TEST_CERTIFICATE_FILE, TEST_CERTIFICATE_PASSWORD } from '../src/test-certificate';

const YEARS = 20;

const keys = forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
const certificate = forge.pki.createCertificate();
certificate.publicKey = keys.publicKey;
certificate.serialNumber = '01';
certificate.validity.notBefore = new Date();
certificate.validity.notAfter = new Date(Date.now() + YEARS * 365 * 24 * 3600_000);
// Tagged UTF8String, forge encodes the accents itself (its default, PrintableString, would break the file).
const utf8 = (value: string) => ({ value, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class });
const subject = [
  { name: 'commonName', ...utf8('Colabora — certificado de TESTE, sem validade jurídica') },
  { name: 'organizationName', value: 'Colabora (TESTE)' },
  { name: 'countryName', value: 'BR' },
];
certificate.setSubject(subject);
certificate.setIssuer(subject);
certificate.setExtensions([
  { name: 'basicConstraints', cA: false },
  { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
]);
certificate.sign(keys.privateKey, forge.md.sha256.create());
const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [certificate], TEST_CERTIFICATE_PASSWORD, { algorithm: '3des' });
writeFileSync(TEST_CERTIFICATE_FILE, Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'));
console.log(`wrote ${TEST_CERTIFICATE_FILE}`);
