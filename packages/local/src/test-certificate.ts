import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

// The local stage's signing certificate: a self-signed TEST certificate, "Colabora — certificado de TESTE, sem
// validade jurídica", committed with the script that made it (scripts/generate-test-certificate.ts says why). Its
// password is public on purpose: nothing it signs has legal value. Stages bind their ICP-Brasil A1 instead.

export const TEST_CERTIFICATE_FILE = join(REPO_ROOT, 'packages', 'local', 'fixtures', 'test-signing-certificate.p12');
export const TEST_CERTIFICATE_PASSWORD = 'certificado-de-teste';

/** The PKCS#12 in base64, as `sst secrets set SIGNING_CERTIFICATE` holds a stage's. */
export const testCertificateBase64 = () => readFileSync(TEST_CERTIFICATE_FILE).toString('base64');
