import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { ReportContent, ReportLine } from './report-content';

// Issue 43 part 5: the company report as a PDF, written with pdfkit. The font is Google's Noto
// Sans (the npm package of Google Fonts' own files): Latin with every accent Indian names take
// in Roman letters (ā, ś, ṭ, ṇ…), Devanagari, and the rupee sign U+20B9, which no standard PDF
// font has. Its files are read and parsed once per process, when this module loads, and every
// document embeds only the glyphs it uses (a report is about 40 KB).

const require = createRequire(import.meta.url);

/**
 * A font file parsed by fontkit, once: pdfkit takes the parsed font as it is (any object with
 * fontkit's `layout`), and keeps using its glyph cache. Given the file's bytes instead, pdfkit
 * parses it again for every document: measured 240 ms a report that way, 14 ms this way.
 */
function loadFont(file: string): fontkit.Font {
  const bytes = readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${file}`));
  const font = fontkit.create(bytes);
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
  // fontkit keeps one glyph object per glyph id with the characters it was first asked for.
  // A document's subset asks for a composite glyph's parts (the '·' is built on the '.') with
  // none, and the next document's text would then map that glyph to no character: a PDF
  // reader, pdftotext included, would lose every '.' after the first '·' the process wrote.
  // Asked first for every character of the font, each glyph keeps its own; but the ligatures
  // (U+FB00-FB4F, 'ﬁ'), which the layout forms from the letters and names by them ('f', 'i'),
  // so a reader copies "fi".
  for (const codePoint of font.characterSet) {
    if (codePoint < 0xfb00 || codePoint > 0xfb4f) font.glyphForCodePoint(codePoint);
  }
  return font;
}

const FONTS = {
  regular: loadFont('400Regular/NotoSans_400Regular.ttf'),
  bold: loadFont('700Bold/NotoSans_700Bold.ttf'),
};

const INK = '#1f2933';
const MUTED = '#52606d';
const BRAND = '#0b6e4f';
const RULE = '#cbd2d9';
const MARGIN = 48;

/** pdfkit's types name only paths and bytes; a parsed fontkit font is taken as well. */
const asSource = (font: fontkit.Font) => font as unknown as Buffer;

function writeLine(doc: PDFKit.PDFDocument, line: ReportLine): void {
  if (line.style === 'note') {
    doc.font('regular').fontSize(8).fillColor(MUTED).text(line.text, { paragraphGap: 3 });
    return;
  }
  if (line.style === 'lead') {
    doc.font('bold').fontSize(12).fillColor(INK).text(line.text, { paragraphGap: 4 });
    return;
  }
  doc.fontSize(10).fillColor(INK);
  if (line.label) {
    doc.font('bold').text(`${line.label}: `, { continued: true });
  }
  doc.font('regular').text(line.text, { paragraphGap: 2 });
}

function rule(doc: PDFKit.PDFDocument): void {
  const y = doc.y;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.4);
}

/** The report's PDF bytes. */
export function renderReportPdf(report: ReportContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `TrustHive report: ${report.companyName}`,
      Author: 'TrustHive',
      Subject: `${report.identity}. ${report.generated}.`,
    },
    lang: 'en-IN',
    displayTitle: true,
    // No default font: pdfkit would read and parse Helvetica's metrics file for every document,
    // and the report never writes in it.
    font: null as unknown as string,
  });
  doc.registerFont('regular', asSource(FONTS.regular));
  doc.registerFont('bold', asSource(FONTS.bold));

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(11).fillColor(BRAND).text('TrustHive', { continued: true });
  doc.font('regular').fillColor(MUTED).text('  Company report');
  rule(doc);
  doc.font('bold').fontSize(18).fillColor(INK).text(report.companyName);
  doc.font('regular').fontSize(10).fillColor(INK).text(report.identity);
  doc.fontSize(8).fillColor(MUTED).text(`${report.generated}. Live page: `, { continued: true });
  doc.fillColor(BRAND).text(report.liveUrl, { link: report.liveUrl, underline: true });
  doc.moveDown(0.6);

  for (const section of report.sections) {
    rule(doc);
    doc.font('bold').fontSize(12).fillColor(INK).text(section.title, { paragraphGap: 4 });
    for (const line of section.lines) writeLine(doc, line);
    doc.moveDown(0.5);
  }

  rule(doc);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `${report.generated}. This report shows what TrustHive held at that time; GSTIN, PAN and DIN are masked as on the site. The live page: `,
      { continued: true },
    );
  doc.fillColor(BRAND).text(report.liveUrl, { link: report.liveUrl, underline: true });
  doc.end();
  return done;
}
