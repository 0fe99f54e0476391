import PDFDocument from 'pdfkit';
import { BRAND } from '../branding.ts';

const PUBLISHED = new Date(Date.UTC(2025, 0, 15));

export interface PolicyText {
  title: string;
  portal: string;
  sections: ReadonlyArray<readonly [string, string]>;
}

/** A policy document of two or more pages, so that "read to the last page" means something. */
export function renderPolicyPdf(policy: PolicyText): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 60,
    info: { Title: policy.title, Author: BRAND, CreationDate: PUBLISHED, ModDate: PUBLISHED },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).text(`${BRAND} ${policy.portal}`);
  doc.font('Helvetica-Bold').fontSize(16).text(policy.title).moveDown();
  policy.sections.forEach(([heading, body], i) => {
    // Each half of the document on its own page.
    if (i === Math.ceil(policy.sections.length / 2)) doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(`${i + 1}. ${heading}`)
      .moveDown(0.3);
    doc.font('Helvetica').fontSize(11).text(body, { align: 'justify' }).moveDown();
  });
  doc.font('Helvetica-Oblique').fontSize(10).text('End of document.');
  doc.end();
  return done;
}

export const termsOfUse = (portal: string): PolicyText => ({
  title: 'Terms of Use',
  portal,
  sections: [
    [
      'Accounts',
      'Your account is personal. Keep your password to yourself and tell us at once if you think someone else has used it. We may deactivate an account that is misused.',
    ],
    [
      'Orders and prices',
      'Prices shown in the portal are those agreed for your account. An order is binding once we confirm it with a sales order number. Inquiries are estimates until sales or customer service confirms them.',
    ],
    [
      'Permissions',
      'You may act only for the customers and sales representatives your account holds permission for. Requests for more access are reviewed by our customer administration.',
    ],
    [
      'Availability',
      'We keep the portal available as well as we reasonably can, but maintenance and events beyond our control may interrupt it.',
    ],
    [
      'Changes',
      'We may change these terms. When we do, the portal asks you to read and accept them again before you continue.',
    ],
  ],
});

export const privacyPolicy = (portal: string): PolicyText => ({
  title: 'Privacy Policy',
  portal,
  sections: [
    [
      'What we keep',
      'Your name, e-mail address, the permissions your account holds, and a record of your orders, inquiries and sign-ins.',
    ],
    [
      'Why',
      'To run your account, process your orders, keep the portal secure and meet our legal duties.',
    ],
    [
      'Who sees it',
      'Our staff who serve your account and the service providers who run the portal for us, under contract.',
    ],
    [
      'How long',
      'For as long as your account is active and as long afterwards as the law requires.',
    ],
    ['Your rights', 'You may ask to see, correct or delete your data; contact customer service.'],
  ],
});
