import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

// A plain document of text lines flowing down A4 pages (pdf-lib, Helvetica: WinAnsi holds the accents Portuguese
// uses): the art. 84 mirror and the art. 89 Atestado. The punch receipt keeps its small page and borrows `wrap`.

/** Splits a value into lines no wider than `width` (a hash, a long address), breaking at spaces or anywhere. */
export function wrap(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (line && measure(line + char) > width) {
      const space = line.lastIndexOf(' ');
      const cut = char !== ' ' && space > 0 ? space : line.length;
      lines.push(line.slice(0, cut).trimEnd());
      line = line.slice(cut).trimStart();
    }
    line += char;
  }
  return [...lines, line.trim()].filter(Boolean);
}

const A4 = { width: 595.28, height: 841.89, margin: 40 } as const;
const GREY = rgb(0.35, 0.35, 0.35);

export interface LineStyle {
  size?: number;
  bold?: boolean;
  grey?: boolean;
  /** Points from the left margin. */
  indent?: number;
}

/** Text lines written top to bottom, a new page when one is full; `pageFooter` numbers the pages at the end. */
export class TextPdf {
  private page: PDFPage;
  private y = 0;

  private constructor(
    readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = this.newPage();
  }

  static async create(title: string): Promise<TextPdf> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(title);
    pdf.setCreator('Colabora');
    const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
    return new TextPdf(pdf, regular, bold);
  }

  private newPage(): PDFPage {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.y = A4.height - A4.margin;
    return this.page;
  }

  /** Writes `text`, wrapped to the page's width. */
  line(text: string, { size = 9, bold = false, grey = false, indent = 0 }: LineStyle = {}): void {
    const font = bold ? this.bold : this.regular;
    const width = A4.width - 2 * A4.margin - indent;
    for (const piece of wrap(text, width, (value) => font.widthOfTextAtSize(value, size))) {
      if (this.y - size < A4.margin + 14) this.newPage();
      this.y -= size;
      this.page.drawText(piece, { x: A4.margin + indent, y: this.y, size, font, color: grey ? GREY : rgb(0, 0, 0) });
      this.y -= 3;
    }
  }

  /** Label and value on one line, the label bold. */
  field(label: string, value: string, style: LineStyle = {}): void {
    this.line(`${label}: ${value}`, style);
  }

  space(points = 6): void {
    this.y -= points;
  }

  /** Keeps the next `points` on one page (a day's block, a signature's blank). */
  keep(points: number): void {
    if (this.y - points < A4.margin + 14) this.newPage();
  }

  /** 'Página 1 de 3' at the foot of every page, with the document's name. */
  pageFooter(name: string): void {
    const pages = this.pdf.getPages();
    pages.forEach((page, index) => {
      page.drawText(`${name} - Página ${index + 1} de ${pages.length}`, { x: A4.margin, y: A4.margin - 16, size: 7, font: this.regular, color: GREY });
    });
  }
}
