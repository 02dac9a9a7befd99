import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { PDFDocument } from 'pdf-lib';
import type { SigningCertificate } from '../timeclock/signing-certificate';

// The program's signature on the PDFs it issues (Portaria MTP 671/2021 arts. 87–88, an ICP-Brasil certificate; the
// receipt of art. 80 and the mirror of art. 84): PAdES-style, a CMS detached signature with SubFilter
// ETSI.CAdES.detached, made by @signpdf with the stage's PKCS#12. Imported only by modules that are themselves
// imported lazily, so pdf-lib and node-forge stay out of every Lambda's cold start (stacks/bundling.ts).

/** The document saved and signed; `reason` names it in the signature dictionary, `name` the signer's company. */
export async function signedPdf(pdf: PDFDocument, { reason, name }: { reason: string; name: string }, certificate: SigningCertificate): Promise<Uint8Array> {
  pdflibAddPlaceholder({ pdfDoc: pdf, reason, contactInfo: '', name, location: 'Brasil', subFilter: SUBFILTER_ETSI_CADES_DETACHED });
  // The placeholder's byte range needs a classic cross-reference table, not object streams.
  const unsigned = await pdf.save({ useObjectStreams: false });
  const signer = new P12Signer(certificate.p12, { passphrase: certificate.password });
  return new SignPdf().sign(Buffer.from(unsigned), signer);
}
