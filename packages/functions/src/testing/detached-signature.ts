import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { config } from '../config';

// Checks a detached CMS signature (.p7s) the way an inspector's tool would, and without the code that made it:
// OpenSSL's `cms -verify` (the content digest against the signed attributes, the signature with the embedded
// certificate's key). The signer's chain is not verified (-noverify): the local certificate is a self-signed TEST
// one; the tests compare the signer with the stage's certificate instead.

export interface DetachedSignature {
  /** The signer's certificate as OpenSSL read it from the .p7s, PEM. */
  signerPem: string;
  /** OpenSSL's dump of the CMS structure (attributes, algorithms). */
  structure: string;
}

/** Throws when the .p7s does not sign exactly `content`. */
export function verifyDetachedSignature(content: Uint8Array, p7s: Uint8Array): DetachedSignature {
  const folder = mkdtempSync(join(tmpdir(), 'p7s-'));
  try {
    const [file, signature, signer] = ['content', 'signature.p7s', 'signer.pem'].map((name) => join(folder, name));
    writeFileSync(file, content);
    writeFileSync(signature, p7s);
    const run = (args: string[]) => execFileSync('openssl', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    run(['cms', '-verify', '-binary', '-inform', 'DER', '-in', signature, '-content', file, '-noverify', '-signer', signer, '-out', '/dev/null']);
    const structure = run(['cms', '-cmsout', '-print', '-inform', 'DER', '-in', signature]);
    return { signerPem: readFileSync(signer, 'utf8'), structure };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The certificate the stage signs with, as the runtime binds it (locally packages/local/src/test-certificate.ts). */
export function stageCertificate(): forge.pki.Certificate {
  const der = Buffer.from(config.signingCertificate, 'base64').toString('binary');
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), config.signingCertificatePassword);
  const bag = p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag]?.[0];
  if (!bag?.cert) throw new Error('no certificate in the PKCS#12');
  return bag.cert;
}

async function fetched(url: string, fileName: string): Promise<Uint8Array> {
  if (new URL(url).searchParams.get('X-Amz-Expires') !== '60') throw new Error(`not a 60-second link: ${url}`);
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
  if (!response.headers.get('content-disposition')?.includes(fileName)) throw new Error(`not saved as ${fileName}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The CAdES-BES signed attributes (ETSI EN 319 122-1 §5.1–5.2) as OpenSSL names them, and the digest. */
const CADES_BES = ['contentType', 'signingTime', 'messageDigest', 'signingCertificateV2', 'sha256'];

/**
 * An export's file and its .p7s (the file's name with '.p7s') downloaded through their 60-second links; the
 * signature checked against the file by OpenSSL, detached (no copy of the file inside), CAdES-BES, and signed by
 * the stage's certificate. Answers both; throws when any of it fails.
 */
export async function signedDownload(answer: { fileName: string; url: string; signatureUrl: string }): Promise<{ file: Uint8Array; p7s: Uint8Array }> {
  const [file, p7s] = await Promise.all([fetched(answer.url, answer.fileName), fetched(answer.signatureUrl, answer.fileName.replace(/\.txt$/, '.p7s'))]);
  const { signerPem, structure } = verifyDetachedSignature(file, p7s);
  const pem = (text: string) => text.replace(/\r/g, '').trim();
  if (pem(signerPem) !== pem(forge.pki.certificateToPem(stageCertificate()))) throw new Error('the .p7s is not signed by the stage certificate');
  const missing = CADES_BES.filter((name) => !structure.includes(name));
  if (missing.length > 0) throw new Error(`the .p7s lacks ${missing.join(', ')}`);
  if (!/eContent: <ABSENT>/.test(structure)) throw new Error('the .p7s is not detached');
  return { file, p7s };
}
