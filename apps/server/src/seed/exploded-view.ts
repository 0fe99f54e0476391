import type { UnitKind } from './catalogue-plan.ts';
import { drawPart } from './drawings-parts.ts';
import { unitFace } from './drawings-units.ts';
import type { PartDrawing } from './part-kind.ts';
import { circle, line, place, rect, svgDocument, text } from './svg.ts';

export const EXPLODED_WIDTH = 1200;
export const EXPLODED_HEIGHT = 900;

export interface Callout {
  drawing: PartDrawing;
  label: string;
}

const PART_SIZE = 110;

/** A 1200 x 900 exploded view: the unit in the middle, its parts around it, numbered 1..N. */
export function explodedView(
  kind: UnitKind,
  title: string,
  drawingNumber: string,
  callouts: readonly Callout[],
): string {
  const face = unitFace(kind);
  const unitBox = { x: 450, y: 250, size: 300 };
  const scale = unitBox.size / Math.max(face.w, face.h);
  const ux = unitBox.x + (unitBox.size - face.w * scale) / 2;
  const uy = unitBox.y + (unitBox.size - face.h * scale) / 2;
  const centre = { x: 600, y: 400 };
  let body =
    rect(10, 10, 1180, 880, 'o') +
    place(face.body, ux, uy, scale) +
    text(40, 52, title, { size: 26, weight: 'bold' }) +
    text(40, 80, 'Exploded view — item numbers match the parts list', { size: 16 });

  callouts.forEach((callout, i) => {
    const angle = -Math.PI / 2 + (i / callouts.length) * 2 * Math.PI;
    const px = centre.x + 430 * Math.cos(angle);
    const py = centre.y + 270 * Math.sin(angle);
    const target = { x: centre.x + 110 * Math.cos(angle), y: centre.y + 90 * Math.sin(angle) };
    const towards = { x: px - 62 * Math.cos(angle), y: py - 62 * Math.sin(angle) };
    const badge = { x: px + 70 * Math.cos(angle), y: py + 56 * Math.sin(angle) };
    body +=
      `<line x1="${towards.x.toFixed(1)}" y1="${towards.y.toFixed(1)}" x2="${target.x.toFixed(1)}" y2="${target.y.toFixed(1)}" class="l" stroke-dasharray="8 6"/>` +
      circle(target.x, target.y, 3, 'a') +
      place(drawPart(callout.drawing), px - PART_SIZE / 2, py - PART_SIZE / 2, PART_SIZE / 100) +
      circle(badge.x, badge.y, 17, 'o') +
      text(badge.x, badge.y + 6, String(i + 1), { size: 18, anchor: 'middle', weight: 'bold' });
  });

  const legendTop = 900 - 40 - Math.ceil(callouts.length / 3) * 24;
  callouts.forEach((callout, i) => {
    const x = 40 + (i % 3) * 230;
    const y = legendTop + Math.floor(i / 3) * 24;
    body += text(x, y, `${i + 1}  ${callout.label}`, { size: 16 });
  });

  body +=
    rect(800, 790, 370, 80, 'o') +
    line(800, 820, 1170, 820) +
    text(812, 812, 'EXPLODED VIEW', { size: 16, weight: 'bold' }) +
    text(812, 845, `DWG ${drawingNumber}`, { size: 15 }) +
    text(812, 862, 'NOT TO SCALE', { size: 12 }) +
    text(1158, 862, 'Sheet 1 of 1', { size: 12, anchor: 'end' });
  return svgDocument(EXPLODED_WIDTH, EXPLODED_HEIGHT, `${title}: exploded view`, body);
}
