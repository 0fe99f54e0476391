import type { UnitKind } from './catalogue-plan.ts';
import { drawPart } from './drawings-parts.ts';
import { unitFace, type UnitFace } from './drawings-units.ts';
import type { PartDrawing } from './part-kind.ts';
import { line, place, polygon, rect, steps, svgDocument, text } from './svg.ts';

/** Depth for side and turning views of units drawn without a box shell. */
const solidDepth = (face: UnitFace): number => face.depth || face.w * 0.3;

/** The unit in an oblique 3D view, fitted into a size x size box at (x, y). */
function obliqueView(face: UnitFace, x: number, y: number, size: number): string {
  const dx = face.depth * 0.45;
  const dy = face.depth * 0.26;
  const scale = size / Math.max(face.w + dx, face.h + dy);
  const ox = x + (size - (face.w + dx) * scale) / 2;
  const oy = y + (size - (face.h + dy) * scale) / 2 + dy * scale;
  const { w, h } = face;
  const shell =
    face.depth === 0
      ? ''
      : polygon(
          [
            [0, 0],
            [w, 0],
            [w + dx, -dy],
            [dx, -dy],
          ],
          'd',
        ) +
        polygon(
          [
            [w, 0],
            [w + dx, -dy],
            [w + dx, h - dy],
            [w, h],
          ],
          'd',
        );
  return place(shell + face.body, ox, oy, scale);
}

function frontView(face: UnitFace, x: number, y: number, size: number): string {
  const scale = size / Math.max(face.w, face.h);
  const ox = x + (size - face.w * scale) / 2;
  const oy = y + (size - face.h * scale) / 2;
  return place(face.body, ox, oy, scale);
}

function sideView(face: UnitFace, x: number, y: number, size: number): string {
  const d = solidDepth(face);
  const scale = size / Math.max(d, face.h);
  const body =
    rect(0, 0, d, face.h, 'f', 3) +
    steps(face.h * 0.2, face.h * 0.8, 4)
      .map((ly) => line(d * 0.15, ly, d * 0.85, ly, 'l'))
      .join('') +
    rect(d * 0.3, face.h * 0.08, d * 0.4, face.h * 0.1, 'd');
  return place(body, x + (size - d * scale) / 2, y + (size - face.h * scale) / 2, scale);
}

export function categoryTile(kind: UnitKind, title: string): string {
  // The tile's name is shown under the picture by the page, so the drawing carries no text.
  return svgDocument(300, 300, title, obliqueView(unitFace(kind), 30, 30, 240));
}

export function productThumbnail(kind: UnitKind, label: string): string {
  const body =
    obliqueView(unitFace(kind), 20, 10, 160) +
    text(100, 190, label, { size: 14, anchor: 'middle', weight: 'bold' });
  return svgDocument(200, 200, label, body);
}

export type CarouselView = 'angle' | 'front' | 'side' | 'detail';
const viewNames: Record<CarouselView, string> = {
  angle: 'Three-quarter view',
  front: 'Front view',
  side: 'Side view',
  detail: 'Key component',
};

export function carouselImage(
  kind: UnitKind,
  view: CarouselView,
  label: string,
  detail: PartDrawing,
): string {
  const face = unitFace(kind);
  const drawing =
    view === 'angle'
      ? obliqueView(face, 40, 30, 320)
      : view === 'front'
        ? frontView(face, 50, 40, 300)
        : view === 'side'
          ? sideView(face, 80, 40, 240)
          : place(drawPart(detail), 60, 40, 2.8);
  const body =
    drawing +
    text(200, 372, label, { size: 18, anchor: 'middle', weight: 'bold' }) +
    text(200, 392, viewNames[view], { size: 13, anchor: 'middle' });
  return svgDocument(400, 400, `${label}: ${viewNames[view]}`, body);
}

export function modelThumbnail(drawing: PartDrawing, label: string): string {
  return svgDocument(
    100,
    100,
    label,
    place(drawPart(drawing), 14, 6, 0.72) + text(50, 94, label, { size: 10, anchor: 'middle' }),
  );
}

/** One frame of a turntable spin: the front narrows and the side widens as the unit turns. */
export function spinFrame(kind: UnitKind, frame: number, frames: number, label: string): string {
  const face = unitFace(kind);
  const angle = (frame / frames) * 2 * Math.PI;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const depth = solidDepth(face);
  const scale = 300 / Math.max(face.w + depth, face.h);
  const fw = Math.max(face.w * Math.abs(cos), 0.5);
  const sw = Math.max(depth * Math.abs(sin), 0.5);
  const left = 200 - ((fw + sw) * scale) / 2;
  const top = 190 - (face.h * scale) / 2;
  const frontX = sin >= 0 ? left : left + sw * scale;
  const sideX = sin >= 0 ? left + fw * scale : left;
  const front =
    cos >= 0
      ? place(face.body, frontX, top, scale, (scale * fw) / face.w)
      : place(rect(0, 0, face.w, face.h, 'd', 3), frontX, top, scale, (scale * fw) / face.w);
  const side = place(rect(0, 0, depth, face.h, 'f', 2), sideX, top, scale, (scale * sw) / depth);
  const degrees = Math.round((frame / frames) * 360);
  const body =
    `<ellipse cx="200" cy="${(top + face.h * scale + 12).toFixed(1)}" rx="150" ry="10" fill="#e4e7eb"/>` +
    side +
    front +
    text(200, 388, `${label} · ${degrees}°`, { size: 14, anchor: 'middle' });
  return svgDocument(400, 400, `${label}, ${degrees} degrees`, body);
}
