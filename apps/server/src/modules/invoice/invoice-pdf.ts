import { displayPhone, formatUsd, type OrderPartyView, type OrderSummary } from '@portal/domain';
import PDFDocument from 'pdfkit';

const INK = '#1f2a37';
const MUTED = '#52606d';
const LEFT = 50;
const WIDTH = 512;

/** Columns of the item table: x position, width, alignment. */
const columns = [
  { title: 'Item', x: 50, width: 40, align: 'left' },
  { title: 'Catalog #', x: 92, width: 80, align: 'left' },
  { title: 'Description', x: 174, width: 200, align: 'left' },
  { title: 'Qty', x: 376, width: 40, align: 'right' },
  { title: 'Unit Price', x: 418, width: 70, align: 'right' },
  { title: 'Total', x: 490, width: 72, align: 'right' },
] as const;

/** A party's lines as the summary page shows them, the phone as (000) 000-0000. */
const partyLines = (p: OrderPartyView): string[] =>
  [
    p.Name,
    p.Name2,
    p.Street,
    `${p.City}, ${p.Region} ${p.PostalCode}`,
    p.Country,
    p.Phone ? `Phone ${displayPhone(p.Phone)}` : null,
  ].filter((line): line is string => !!line && line.trim() !== '');

/** The number an invoice goes by: the ERP's sales order number once it has one. */
export const invoiceNumberOf = (order: OrderSummary): string =>
  order.SalesOrderNumber ?? String(order.OrderId);

function heading(doc: PDFKit.PDFDocument, order: OrderSummary, seller: string): void {
  doc.rect(LEFT, 40, WIDTH, 4).fill('#d9480f');
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(seller.toUpperCase(), LEFT, 54);
  doc.font('Helvetica-Bold').fontSize(22).text('Invoice', LEFT, 80);
  const facts: [string, string][] = [
    ['Invoice number', invoiceNumberOf(order)],
    ['Order number', String(order.OrderId)],
    ['Sales order number', order.SalesOrderNumber ?? 'Pending'],
    ['Order date', order.OrderDate.slice(0, 10)],
    ['Status', order.OrderStatus],
    ['Purchase order', order.CustomerPurchaseOrderNumber],
  ];
  let y = 80;
  for (const [label, value] of facts) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, 330, y, { width: 110 });
    doc.fillColor(INK).text(value, 440, y, { width: 122, align: 'right' });
    y += 13;
  }
}

function parties(doc: PDFKit.PDFDocument, order: OrderSummary, top: number): number {
  const blocks: [string, OrderPartyView, number][] = [
    ['Bill To', order.BillToParty, LEFT],
    ['Ship To', order.ShipToParty, 310],
  ];
  let bottom = top;
  for (const [title, party, x] of blocks) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(title, x, top);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(partyLines(party).join('\n'), x, top + 15, { width: 250 });
    bottom = Math.max(bottom, doc.y);
  }
  return bottom + 20;
}

function items(doc: PDFKit.PDFDocument, order: OrderSummary, top: number): number {
  doc.font('Helvetica-Bold').fontSize(9).fillColor(INK);
  for (const c of columns) doc.text(c.title, c.x, top, { width: c.width, align: c.align });
  doc
    .moveTo(LEFT, top + 13)
    .lineTo(LEFT + WIDTH, top + 13)
    .strokeColor('#c5ccd3')
    .stroke();
  let y = top + 18;
  doc.font('Helvetica').fontSize(9);
  for (const item of order.Items) {
    if (y > 700) {
      doc.addPage();
      y = 50;
    }
    const cells = [
      String(item.ItemNumber),
      item.MaterialNumber,
      item.Description,
      String(item.Quantity),
      formatUsd(item.Price),
      formatUsd(item.TotalPrice),
    ];
    const rowHeight = doc.heightOfString(item.Description, { width: columns[2].width });
    cells.forEach((cell, i) =>
      doc.text(cell, columns[i]!.x, y, { width: columns[i]!.width, align: columns[i]!.align }),
    );
    y += Math.max(rowHeight, 11) + 4;
  }
  return y + 6;
}

function totals(doc: PDFKit.PDFDocument, order: OrderSummary, top: number): void {
  const rows: [string, number][] = [
    ['Sub total', order.SubTotal],
    ['Shipping', order.ShippingCost],
    ['Tax', order.Tax],
    ['Total', order.Total],
  ];
  let y = top;
  for (const [label, value] of rows) {
    const bold = label === 'Total';
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(INK);
    doc.text(label, 380, y, { width: 100 });
    doc.text(formatUsd(value), 480, y, { width: 82, align: 'right' });
    y += 15;
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `Amounts in ${order.Currency}. Paid by card; the card is charged when the order ships.`,
      LEFT,
      y + 20,
      { width: WIDTH },
    );
}

/** An order's invoice as a PDF document: Letter pages, standard Helvetica. */
export function renderInvoicePdf(order: OrderSummary, seller: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: { Title: `Invoice ${invoiceNumberOf(order)}`, Author: seller, Subject: 'Invoice' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  heading(doc, order, seller);
  const afterParties = parties(doc, order, 175);
  const afterItems = items(doc, order, afterParties);
  totals(doc, order, afterItems);
  doc.end();
  return done;
}
