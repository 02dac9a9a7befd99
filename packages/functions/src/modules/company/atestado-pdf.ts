import { ATESTADO_MSG, type AtestadoDocument } from '@colabora/core/company/atestado';
import { TextPdf } from '../pdf/text-pdf';

// The Atestado Técnico e Termo de Responsabilidade's PDF (Portaria MTP 671/2021 art. 89, Anexo VII): unsigned, for
// the developer's technical lead and legal representative to sign with their qualified signatures (§2). Imported
// lazily by the action that serves it: pdf-lib stays out of the company Lambda's cold start.

export async function atestadoPdf(document: AtestadoDocument): Promise<Uint8Array> {
  const writer = await TextPdf.create(ATESTADO_MSG.title);
  writer.line(ATESTADO_MSG.title, { size: 14, bold: true });
  writer.line(ATESTADO_MSG.legalBasis, { size: 8, grey: true });
  writer.space(10);
  for (const section of document.sections) {
    writer.line(section.title, { size: 10, bold: true });
    for (const [label, value] of section.fields) writer.field(label, value, { indent: 10 });
    writer.space(8);
  }
  for (const paragraph of document.statement) {
    writer.line(paragraph, { size: 10 });
    writer.space(6);
  }
  writer.space(6);
  writer.line(document.place, { size: 10 });
  for (const signer of document.signers) {
    writer.keep(90);
    writer.space(14);
    writer.line(signer.title, { size: 10, bold: true });
    for (const [label, value] of signer.fields) {
      writer.space(6);
      writer.field(label, value, { indent: 10 });
    }
  }
  writer.pageFooter(ATESTADO_MSG.title);
  return writer.pdf.save();
}
