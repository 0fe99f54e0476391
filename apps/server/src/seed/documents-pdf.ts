import PDFDocument from 'pdfkit';
import { BRAND } from './branding.ts';

export type DocumentKind = 'manual' | 'parts-list' | 'wiring';

export interface PartsListLine {
  catalogNumber: string;
  modelNumber: string;
  description: string;
}

export interface PdfContent {
  kind: DocumentKind;
  title: string;
  family: string;
  documentNumber: string;
  lines: readonly PartsListLine[];
}

// A fixed date keeps the files (and their PDF ids) the same on every run.
const PUBLISHED = new Date(Date.UTC(2025, 0, 15));

const manualSections: ReadonlyArray<[string, string]> = [
  [
    'Safety',
    'WARNING: Improper installation, adjustment, alteration, service or maintenance can cause property damage, injury or death. Read these instructions thoroughly before installing or servicing this equipment. Installation and service must be performed by a qualified installer or service agency.',
  ],
  [
    'Installation',
    'Mount the unit level using the suspension points provided. Maintain the clearances to combustibles listed on the rating plate. Connect the gas supply with a manual shut-off valve and a drip leg ahead of the unit. Provide electrical power through a properly sized, fused disconnect.',
  ],
  [
    'Start-up',
    'Purge air from the gas line. Set the thermostat to call for heat and verify the ignition sequence: venter start, pressure switch closure, igniter warm-up, gas valve opening and flame proving. Check the manifold pressure against the rating plate.',
  ],
  [
    'Maintenance',
    'Inspect the unit before each heating season. Clean the burners and heat exchanger, check the venting system for obstructions, verify the operation of all safety controls and replace worn belts and bearings. Use only factory-authorized replacement parts.',
  ],
];

function header(doc: PDFKit.PDFDocument, content: PdfContent): void {
  doc.rect(50, 40, 512, 4).fill('#d9480f');
  doc.fillColor('#1f2a37').font('Helvetica-Bold').fontSize(11).text(BRAND.toUpperCase(), 50, 54);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${content.documentNumber} · ${content.family}`, 50, 54, { width: 512, align: 'right' });
  doc.font('Helvetica-Bold').fontSize(22).text(content.title, 50, 90);
  doc.font('Helvetica').fontSize(12).fillColor('#52606d').text(content.family, 50, 120);
  doc.fillColor('#1f2a37').moveDown(1.5);
}

function manual(doc: PDFKit.PDFDocument): void {
  for (const [heading, body] of manualSections) {
    doc.font('Helvetica-Bold').fontSize(14).text(heading).moveDown(0.3);
    doc.font('Helvetica').fontSize(11).text(body, { align: 'justify' }).moveDown(1);
  }
}

function partsList(doc: PDFKit.PDFDocument, lines: readonly PartsListLine[]): void {
  const columns = [50, 90, 170, 290];
  const row = (cells: string[], bold: boolean) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, i) =>
      doc.text(cell, columns[i] ?? 50, y, { width: i === 3 ? 272 : 76, lineBreak: false }),
    );
    doc
      .moveTo(50, y + 13)
      .lineTo(562, y + 13)
      .lineWidth(0.5)
      .strokeColor('#c9d3de')
      .stroke();
    doc.y = y + 17;
  };
  row(['Item', 'Catalog #', 'Model #', 'Description'], true);
  lines.forEach((line, i) => {
    if (doc.y > 720) {
      doc.addPage();
      doc.y = 60;
    }
    row([String(i + 1), line.catalogNumber, line.modelNumber, line.description], false);
  });
}

function wiring(doc: PDFKit.PDFDocument): void {
  const boxes: Array<[string, number, number]> = [
    ['Thermostat', 60, 200],
    ['Transformer 24 V', 60, 320],
    ['Control Board', 250, 260],
    ['Gas Valve', 440, 200],
    ['Igniter', 440, 290],
    ['Venter Motor', 440, 380],
    ['Pressure Switch', 250, 420],
  ];
  doc
    .font('Helvetica')
    .fontSize(10)
    .text('Schematic, field wiring shown dashed. Disconnect power before servicing.', 50, 160);
  doc.lineWidth(1.2).strokeColor('#1f2a37');
  const centre = { x: 310, y: 285 };
  for (const [label, x, y] of boxes) {
    if (label === 'Control Board') continue;
    doc.moveTo(x + 60, y + 25).lineTo(centre.x, centre.y);
    // Field wiring (the thermostat) is drawn dashed.
    if (label === 'Thermostat') doc.dash(4, { space: 3 });
    doc.stroke();
    doc.undash();
  }
  for (const [label, x, y] of boxes) {
    doc.rect(x, y, 120, 50).fillAndStroke('#eef2f6', '#1f2a37');
    doc
      .fillColor('#1f2a37')
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(label, x, y + 20, { width: 120, align: 'center' });
  }
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      'Wire colors: R red (24 V), W white (call for heat), C blue (common), G green (ground).',
      50,
      500,
    );
}

/** Renders one demo PDF (manual, parts list or wiring diagram). */
export function renderPdf(content: PdfContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: {
      Title: content.title,
      Author: BRAND,
      Subject: content.family,
      CreationDate: PUBLISHED,
      ModDate: PUBLISHED,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, content);
  if (content.kind === 'manual') manual(doc);
  else if (content.kind === 'parts-list') partsList(doc, content.lines);
  else wiring(doc);
  doc.end();
  return done;
}
