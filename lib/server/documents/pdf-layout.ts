import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";

/**
 * The layout every PDF of the business shares (documents, run sheets): A4, DejaVu Sans (£ included)
 * embedded as a subset, and a cursor that writes lines top to bottom, adding pages as it runs out.
 * pdf-lib is plain JavaScript, so this runs in route handlers, in the mail delivery and under the
 * scripts' react-server condition.
 */

const FONT_FILE = path.join(process.cwd(), "assets/fonts/DejaVuSans.ttf");
export const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const; // A4, in points
export const SIZE = 10;
export const LEADING = 14;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

let fontBytes: Promise<Buffer> | undefined;
const readFont = () => (fontBytes ??= fs.readFile(FONT_FILE));

/** A new PDF with the shared font embedded, titled and dated. */
export async function newPdf(meta: { title: string; author: string; at: Date }): Promise<{
  doc: PDFDocument;
  font: PDFFont;
}> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setCreationDate(meta.at);
  doc.setModificationDate(meta.at);
  const font = await doc.embedFont(await readFont(), { subset: true });
  return { doc, font };
}

/** The PDF's bytes, as every route and attachment sends them. */
export function savePdf(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({ useObjectStreams: false });
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  lines.push(current);
  return lines;
}

/** Where the text goes next, adding pages as it runs out. */
export class Cursor {
  page: PDFPage;
  y = PAGE.height - PAGE.margin;
  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }
  private room(height: number) {
    if (this.y - height >= PAGE.margin) return;
    this.newPage();
  }
  /** Continues on a fresh page (each booking's sheet of a day starts on its own). */
  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  line(text: string, opts: { size?: number; x?: number; muted?: boolean } = {}) {
    const size = opts.size ?? SIZE;
    const x = opts.x ?? PAGE.margin;
    for (const part of wrap(text, this.font, size, PAGE.width - PAGE.margin - x)) {
      this.room(size + 4);
      if (part) this.page.drawText(part, { x, y: this.y, size, font: this.font, color: opts.muted ? MUTED : INK });
      this.y -= Math.max(LEADING, size + 4);
    }
  }
  /** A label in the muted colour and its value beside it, the value wrapping in its column. */
  field(label: string, value: string, labelWidth = 110) {
    const x = PAGE.margin + labelWidth;
    const parts = value.split(/\r?\n/).flatMap((p) => wrap(p, this.font, SIZE, PAGE.width - PAGE.margin - x));
    this.room(LEADING);
    this.page.drawText(label, { x: PAGE.margin, y: this.y, size: SIZE, font: this.font, color: MUTED });
    parts.forEach((part, i) => {
      if (i > 0) this.room(LEADING);
      if (part) this.page.drawText(part, { x, y: this.y, size: SIZE, font: this.font, color: INK });
      this.y -= LEADING;
    });
  }
  gap(points = LEADING / 2) {
    this.y -= points;
  }
  /** One table row: the first cell wraps within its width, the others are right-aligned at their right edges. */
  row(cells: string[], edges: number[]) {
    const [first = "", ...rest] = cells;
    const described = wrap(first, this.font, SIZE, edges[0]! - PAGE.margin - 8);
    this.room(described.length * LEADING);
    const top = this.y;
    described.forEach((part, i) =>
      this.page.drawText(part, { x: PAGE.margin, y: top - i * LEADING, size: SIZE, font: this.font, color: INK }),
    );
    rest.forEach((cell, i) => {
      const right = edges[i + 1]!;
      const width = this.font.widthOfTextAtSize(cell, SIZE);
      this.page.drawText(cell, { x: right - width, y: top, size: SIZE, font: this.font, color: INK });
    });
    this.y = top - described.length * LEADING;
  }
  rule() {
    this.room(6);
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y + 10 },
      end: { x: PAGE.width - PAGE.margin, y: this.y + 10 },
      thickness: 0.5,
      color: MUTED,
    });
    this.gap(4);
  }
}
