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

/** Where callout N's number sits, as fractions of the drawing's width and height. */
export interface CalloutSpot {
  number: number;
  x: number;
  y: number;
}

export interface ExplodedDrawing {
  svg: string;
  spots: CalloutSpot[];
}

const PART_SIZE = 110;

/**
 * A 1200 x 900 exploded view: the unit in the middle, its parts around it. The numbers are not
 * drawn: the page lays the stored hotspots over the spots returned here.
 */
export function explodedView(
  kind: UnitKind,
  title: string,
  drawingNumber: string,
  callouts: readonly Callout[],
): ExplodedDrawing {
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
  const spots: CalloutSpot[] = [];

  callouts.forEach((callout, i) => {
    const angle = -Math.PI / 2 + (i / callouts.length) * 2 * Math.PI;
    const px = centre.x + 430 * Math.cos(angle);
    const py = centre.y + 270 * Math.sin(angle);
    const target = { x: centre.x + 110 * Math.cos(angle), y: centre.y + 90 * Math.sin(angle) };
    const towards = { x: px - 62 * Math.cos(angle), y: py - 62 * Math.sin(angle) };
    const badge = { x: px + 70 * Math.cos(angle), y: py + 56 * Math.sin(angle) };
    const round = (v: number) => Math.round(v * 10000) / 10000;
    spots.push({
      number: i + 1,
      x: round(badge.x / EXPLODED_WIDTH),
      y: round(badge.y / EXPLODED_HEIGHT),
    });
    body +=
      `<line x1="${towards.x.toFixed(1)}" y1="${towards.y.toFixed(1)}" x2="${target.x.toFixed(1)}" y2="${target.y.toFixed(1)}" class="l" stroke-dasharray="8 6"/>` +
      circle(target.x, target.y, 3, 'a') +
      place(drawPart(callout.drawing), px - PART_SIZE / 2, py - PART_SIZE / 2, PART_SIZE / 100);
  });

  body +=
    rect(800, 790, 370, 80, 'o') +
    line(800, 820, 1170, 820) +
    text(812, 812, 'EXPLODED VIEW', { size: 16, weight: 'bold' }) +
    text(812, 845, `DWG ${drawingNumber}`, { size: 15 }) +
    text(812, 862, 'NOT TO SCALE', { size: 12 }) +
    text(1158, 862, 'Sheet 1 of 1', { size: 12, anchor: 'end' });
  return {
    svg: svgDocument(EXPLODED_WIDTH, EXPLODED_HEIGHT, `${title}: exploded view`, body),
    spots,
  };
}
