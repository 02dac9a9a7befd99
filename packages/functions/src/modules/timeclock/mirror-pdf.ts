import { MIRROR_PDF_MSG, PUNCH_MARK_LABEL, type MirrorDocument } from '@colabora/core/timeclock/mirror-document';
import { signedPdf } from '../pdf/sign-pdf';
import { TextPdf } from '../pdf/text-pdf';
import type { SigningCertificate } from './signing-certificate';

// The art. 84 mirror's PDF (Portaria MTP 671/2021; issue 23 §6), laid out by core's mirrorDocument and signed like
// the receipt (arts. 87–88, modules/pdf/sign-pdf.ts). Imported lazily by mirror-pdf-file.ts: pdf-lib and the
// signer stay out of the Lambda's cold start.

/** The signed mirror of one person and month. */
export async function mirrorPdf(document: MirrorDocument, employerName: string, certificate: SigningCertificate): Promise<Uint8Array> {
  const writer = await TextPdf.create(MIRROR_PDF_MSG.title);
  writer.line(MIRROR_PDF_MSG.title, { size: 14, bold: true });
  writer.line(MIRROR_PDF_MSG.legalBasis, { size: 8, grey: true });
  writer.space(8);
  for (const [label, value] of document.header) writer.field(label, value);
  writer.space(10);
  for (const day of document.days) {
    writer.keep(60);
    writer.line(day.label, { size: 10, bold: true });
    writer.field(MIRROR_PDF_MSG.daySchedule, day.schedule, { indent: 10 });
    if (day.punches.length === 0) writer.field(MIRROR_PDF_MSG.punches, MIRROR_PDF_MSG.noPunch, { indent: 10 });
    else {
      writer.line(`${MIRROR_PDF_MSG.punches}:`, { indent: 10 });
      for (const punch of day.punches) {
        const time = punch.time ? `${punch.time} ` : '';
        writer.line(`${time}${PUNCH_MARK_LABEL[punch.mark]}${punch.note ? ` (${punch.note})` : ''}`, { indent: 20 });
      }
    }
    writer.line(day.hours.map(([label, value]) => `${label}: ${value}`).join('   '), { indent: 10 });
    if (day.justification) writer.field(MIRROR_PDF_MSG.justification, day.justification, { indent: 10, grey: true });
    writer.space(6);
  }
  writer.keep(40);
  writer.line(MIRROR_PDF_MSG.totals, { size: 10, bold: true });
  writer.line(document.totals.map(([label, value]) => `${label}: ${value}`).join('   '));
  writer.pageFooter(MIRROR_PDF_MSG.title);
  return signedPdf(writer.pdf, { reason: MIRROR_PDF_MSG.title, name: employerName }, certificate);
}
