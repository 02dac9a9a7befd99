import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { RECEIPT_MSG, receiptItems, type ReceiptData } from '@colabora/core/timeclock/receipt';
import { signedPdf } from '../pdf/sign-pdf';
import { wrap } from '../pdf/text-pdf';
import type { SigningCertificate } from './signing-certificate';

// The receipt's PDF (Portaria MTP 671/2021 art. 79 items I–VIII), signed as art. 80 sole paragraph asks (arts.
// 87–88: an ICP-Brasil certificate): drawn with pdf-lib, signed PAdES-style by modules/pdf/sign-pdf.ts. Imported
// lazily by the action that serves the receipt: pdf-lib and node-forge stay out of the Lambda's cold start
// (stacks/bundling.ts).

const PAGE = { width: 420, height: 330, margin: 28 } as const;
const SIZE = { title: 12, label: 8, value: 10 } as const;

/** The signed receipt of one punch. */
export async function receiptPdf(data: ReceiptData, certificate: SigningCertificate): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(RECEIPT_MSG.title);
  pdf.setCreator('Colabora');
  const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  const items = receiptItems(data);
  const width = PAGE.width - 2 * PAGE.margin;
  const measure = (text: string) => regular.widthOfTextAtSize(text, SIZE.value);
  const rows = items.map(([label, value]) => ({ label, lines: wrap(value, width, measure) }));
  const lineGap = SIZE.value + 3;
  const height = PAGE.margin * 2 + 30 + rows.reduce((sum, row) => sum + SIZE.label + 4 + row.lines.length * lineGap + 6, 0);
  const page = pdf.addPage([PAGE.width, Math.max(PAGE.height, height)]);
  let y = page.getHeight() - PAGE.margin - SIZE.title;
  page.drawText(RECEIPT_MSG.title, { x: PAGE.margin, y, size: SIZE.title, font: bold });
  y -= 24;
  for (const row of rows) {
    page.drawText(row.label, { x: PAGE.margin, y, size: SIZE.label, font: bold, color: rgb(0.3, 0.3, 0.3) });
    y -= SIZE.label + 4;
    for (const line of row.lines) {
      page.drawText(line, { x: PAGE.margin, y, size: SIZE.value, font: regular });
      y -= lineGap;
    }
    y -= 6;
  }
  return signedPdf(pdf, { reason: RECEIPT_MSG.title, name: data.employer.name }, certificate);
}
