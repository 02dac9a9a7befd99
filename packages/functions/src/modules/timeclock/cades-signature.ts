import { createHash, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import forge from 'node-forge';
import * as pkijs from 'pkijs';
import type { SigningCertificate } from './signing-certificate';

// The detached CAdES signature of the REP files (Portaria MTP 671/2021 arts. 86–88; the MTE's answers: CAdES in a
// detached .p7s for the AFD and the AEJ, labour-law.md §1.1): a DER CMS SignedData (RFC 5652) without the content,
// SHA-256 with RSA, the signer's certificate included, and the signed attributes of a CAdES-BES (ETSI EN 319 122-1
// §5.1–5.2): content-type, signing-time, message-digest and signing-certificate-v2. The file is hashed as it
// streams to S3, so the signature needs only its digest: the signed attributes carry it and the signature covers
// them (RFC 5652 §5.4). The PKCS#12 is opened with node-forge, the CMS built and signed with PKI.js (its ASN.1 from
// asn1js) on Node's Web Crypto. Imported lazily by the exports (signed-export.ts): these libraries stay out of the
// Lambda's cold start (stacks/bundling.ts).

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  /** id-aa-signingCertificateV2 (RFC 5035). */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
} as const;

const engine = new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as pkijs.CryptoEngineParameters['crypto'] });
const toArrayBuffer = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
const binary = (text: string) => new Uint8Array(Buffer.from(text, 'binary'));

interface Opened {
  certificate: Uint8Array;
  privateKey: Uint8Array;
}

/** The PKCS#12's first certificate and its key (PKCS#8), both DER. */
function openP12({ p12, password }: SigningCertificate): Opened {
  const store = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), password);
  const certificate = store.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag]?.[0]?.cert;
  const key = store.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag]?.[0]?.key;
  if (!certificate || !key) throw new Error('the signing PKCS#12 holds no certificate and key');
  const privateKeyInfo = forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(key as forge.pki.rsa.PrivateKey));
  return {
    certificate: binary(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes()),
    privateKey: binary(forge.asn1.toDer(privateKeyInfo).getBytes()),
  };
}

/** SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }, ESSCertIDv2 with SHA-256 (the default) and the certificate's hash. */
function signingCertificateV2(certificateDer: Uint8Array): asn1js.Sequence {
  const certHash = createHash('sha256').update(certificateDer).digest();
  const essCertId = new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: toArrayBuffer(certHash) })] });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertId] })] });
}

/** The .p7s (DER) of content whose SHA-256 is `digest`, signed at `signingTime`. */
export async function detachedSignature(digest: Uint8Array, signing: SigningCertificate, signingTime: Date): Promise<Uint8Array> {
  const opened = openP12(signing);
  const certificate = pkijs.Certificate.fromBER(opened.certificate);
  const privateKey = await webcrypto.subtle.importKey('pkcs8', opened.privateKey, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign']);
  const attribute = (type: string, value: asn1js.AsnType) => new pkijs.Attribute({ type, values: [value] });
  const signedData = new pkijs.SignedData({
    version: 1,
    // No eContent: the signature is detached, the file travels beside it.
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            attribute(OID.contentType, new asn1js.ObjectIdentifier({ value: OID.data })),
            attribute(OID.signingTime, new asn1js.UTCTime({ valueDate: signingTime })),
            attribute(OID.messageDigest, new asn1js.OctetString({ valueHex: toArrayBuffer(digest) })),
            attribute(OID.signingCertificateV2, signingCertificateV2(opened.certificate)),
          ],
        }),
      }),
    ],
    certificates: [certificate],
  });
  await signedData.sign(privateKey, 0, 'SHA-256', undefined, engine);
  const contentInfo = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
  return new Uint8Array(contentInfo.toSchema().toBER(false));
}
