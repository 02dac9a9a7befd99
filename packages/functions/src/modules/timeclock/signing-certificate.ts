import { config } from '../../config';

// The certificate the program signs with (Portaria MTP 671/2021 arts. 87–88: ICP-Brasil): an A1 in PKCS#12 and its
// password, stage secrets (README "Signatures"). Locally the runtime binds a test certificate named as such
// (packages/local/fixtures/test-signing-certificate.p12), which has no legal value.

export interface SigningCertificate {
  p12: Buffer;
  password: string;
}

/** The stage's certificate, read when a signature is made (never at cold start, never logged). */
export function signingCertificate(): SigningCertificate {
  return { p12: Buffer.from(config.signingCertificate, 'base64'), password: config.signingCertificatePassword };
}
