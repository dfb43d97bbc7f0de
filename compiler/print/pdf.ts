// Print-and-play PDF with pdfkit: the sheets of compiler/print/sheet.ts, each
// face drawn from the same primitives as the SVG, text in the embedded card
// font (subset, with its Unicode map, so the PDF's text can be searched and
// copied, Romanian letters included).

import PDFDocument from "pdfkit";
import { ICONS } from "../render/icons.ts";
import type { Face, Item } from "../render/face.ts";
import { FONT_FILES } from "./fonts.ts";
import { PAPERS, type Paper, type SheetPage } from "./sheet.ts";

const PT = 72 / 25.4;

function drawItem(doc: PDFKit.PDFDocument, i: Item): void {
  switch (i.t) {
    case "rect":
    case "circle": {
      if (i.t === "rect") {
        if (i.r) doc.roundedRect(i.x, i.y, i.w, i.h, i.r);
        else doc.rect(i.x, i.y, i.w, i.h);
      } else doc.circle(i.cx, i.cy, i.r);
      if (i.stroke) doc.lineWidth(i.sw ?? 0.25);
      if (i.fill !== "none" && i.stroke) doc.fillAndStroke(i.fill, i.stroke);
      else if (i.fill !== "none") doc.fill(i.fill);
      else if (i.stroke) doc.stroke(i.stroke);
      return;
    }
    case "text":
      doc
        .font(i.style)
        .fontSize((i.size * 25.4) / 72)
        .fillColor(i.fill);
      doc.text(i.text, i.x, i.y, { lineBreak: false, baseline: "alphabetic" });
      return;
    case "icon": {
      doc.save();
      doc.translate(i.x, i.y).scale(i.size / 100);
      for (const p of ICONS[i.icon] ?? []) {
        doc.path(p.d);
        const rule = p.evenOdd ? "even-odd" : "non-zero";
        if (p.stroke) doc.lineWidth(p.strokeWidth ?? 1).lineJoin("round");
        if (p.fill !== "none" && p.stroke) doc.fillAndStroke(p.fill, p.stroke, rule);
        else if (p.fill !== "none") doc.fill(p.fill, rule);
        else if (p.stroke) doc.stroke(p.stroke);
      }
      doc.restore();
      return;
    }
  }
}

/** Draws a face with its bleed, its top left bleed corner at (x, y) millimetres. */
function drawFace(doc: PDFKit.PDFDocument, face: Face, x: number, y: number): void {
  doc.save();
  doc.translate(x + face.bleed, y + face.bleed);
  doc.rect(-face.bleed, -face.bleed, face.width + 2 * face.bleed, face.height + 2 * face.bleed).clip();
  for (const i of face.items) drawItem(doc, i);
  doc.restore();
}

export interface PdfCard {
  front: Face;
  back: Face;
}

export async function writePdf<T extends PdfCard>(pages: SheetPage<T>[], paper: Paper, title: string): Promise<Buffer> {
  const size = PAPERS[paper];
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    // fixed dates keep the same cards byte-identical from run to run
    info: { Title: title, Creator: "Grimoire", Producer: "Grimoire", CreationDate: new Date(0), ModDate: new Date(0) },
  });
  for (const [style, file] of Object.entries(FONT_FILES)) doc.registerFont(style, file);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });
  for (const page of pages) {
    doc.addPage({ size: [size.width * PT, size.height * PT], margin: 0 });
    doc.save();
    doc.scale(PT);
    for (const s of page.slots) drawFace(doc, page.side === "front" ? s.card.front : s.card.back, s.x, s.y);
    doc.lineWidth(0.15).strokeColor("#000000");
    for (const [x1, y1, x2, y2] of page.marks) doc.moveTo(x1, y1).lineTo(x2, y2).stroke();
    doc.restore();
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
