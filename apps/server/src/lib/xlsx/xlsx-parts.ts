/** The fixed parts of an .xlsx package (Office Open XML, SpreadsheetML). */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** The currency format of price cells (en-US dollars, two decimals). */
export const CURRENCY_FORMAT = '$#,##0.00';

/** Style ids of cellXfs below: plain, the bold header, currency. */
export const Style = { plain: 0, header: 1, currency: 2 } as const;

// eslint-disable-next-line no-control-regex -- removing them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
// eslint-disable-next-line no-control-regex -- finding them is the point
const NEEDS_WORK = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as XML character data: markup escaped, characters XML 1.0 cannot hold removed. */
export const xmlText = (text: string) =>
  // Most cells hold neither: one test spares them the replacing (a million rows are written).
  NEEDS_WORK.test(text) ? text.replace(CONTROL, '').replace(/[&<>"]/g, (c) => ENTITY[c]!) : text;

/** A1-style column letters of a 0-based column index. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

export const contentTypes = (sheets: number) =>
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
  `<Default Extension="xml" ContentType="application/xml"/>` +
  `<Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${TYPE}.styles+xml"/>` +
  Array.from(
    { length: sheets },
    (_, i) =>
      `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${TYPE}.worksheet+xml"/>`,
  ).join('') +
  `</Types>`;

export const packageRelationships = () =>
  `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
  `</Relationships>`;

export const workbookRelationships = (sheets: number) =>
  `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  Array.from(
    { length: sheets },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('') +
  `<Relationship Id="rId${sheets + 1}" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>` +
  `</Relationships>`;

export interface WrittenSheet {
  name: string;
  /** The filtered range, e.g. A1:K120. */
  range: string;
}

/** The workbook: its sheets, and each sheet's filter range as Excel names it. */
export const workbook = (sheets: WrittenSheet[]) =>
  `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
  `<bookViews><workbookView/></bookViews><sheets>` +
  sheets
    .map((s, i) => `<sheet name="${xmlText(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('') +
  `</sheets><definedNames>` +
  sheets
    .map((s, i) => {
      const [from, to] = s.range
        .split(':')
        .map((cell) => cell.replace(/([A-Z]+)(\d+)/, '$$$1$$$2'));
      const quoted = `'${s.name.replace(/'/g, "''")}'`;
      return `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">${xmlText(`${quoted}!${from}:${to}`)}</definedName>`;
    })
    .join('') +
  `</definedNames></workbook>`;

export const styles = () =>
  `${XML}<styleSheet xmlns="${MAIN}">` +
  `<numFmts count="1"><numFmt numFmtId="164" formatCode="${xmlText(CURRENCY_FORMAT)}"/></numFmts>` +
  `<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>` +
  `<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>` +
  `<fills count="2"><fill><patternFill patternType="none"/></fill>` +
  `<fill><patternFill patternType="gray125"/></fill></fills>` +
  `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  `<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
  `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>` +
  `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
  `</styleSheet>`;

/** A worksheet's start: the header row frozen, the column widths, the data to follow. */
export const sheetStart = (widths: number[]) =>
  `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
  `<sheetViews><sheetView workbookViewId="0">` +
  `<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>` +
  `<selection pane="bottomLeft"/></sheetView></sheetViews>` +
  `<sheetFormatPr defaultRowHeight="15"/>` +
  (widths.length > 0
    ? `<cols>${widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('')}</cols>`
    : '') +
  `<sheetData>`;

/** A worksheet's end: the filter over its header and rows. */
export const sheetEnd = (range: string) => `</sheetData><autoFilter ref="${range}"/></worksheet>`;
