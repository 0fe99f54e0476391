import type { UnitKind } from './catalogue-plan.ts';
import { drawPart } from './drawings-parts.ts';
import { circle, line, path, polygon, rect, steps } from './svg.ts';

/** Front view of a whole unit in its own w x h box; depth 0 means no box shell in 3D views. */
export interface UnitFace {
  w: number;
  h: number;
  depth: number;
  body: string;
}

const lines = (values: number[], draw: (v: number) => string): string => values.map(draw).join('');

const unitHeater = (): UnitFace => ({
  w: 100,
  h: 100,
  depth: 50,
  body:
    rect(38, 0, 24, 10, 'd') +
    rect(4, 10, 92, 86, 'f', 4) +
    rect(12, 16, 30, 12, 'd', 2) +
    lines(steps(38, 86, 7), (y) => line(12, y, 88, y + 4)) +
    rect(8, 34, 84, 58, 'o', 2),
});

const ductFurnace = (): UnitFace => ({
  w: 160,
  h: 90,
  depth: 70,
  body:
    rect(0, 14, 10, 62, 'd') +
    rect(150, 14, 10, 62, 'd') +
    rect(10, 4, 140, 82, 'f', 3) +
    rect(16, 12, 44, 66, 'o', 2) +
    rect(52, 40, 4, 12, 'd', 1) +
    lines(steps(72, 140, 6), (x) => rect(x - 4, 14, 8, 62, 'd', 4)),
});

const infrared = (): UnitFace => ({
  w: 200,
  h: 60,
  depth: 0,
  body:
    polygon(
      [
        [30, 6],
        [196, 6],
        [186, 26],
        [40, 26],
      ],
      'd',
    ) +
    rect(36, 28, 156, 16, 'f', 8) +
    rect(2, 14, 34, 40, 'f', 3) +
    circle(19, 34, 6, 'o') +
    lines(steps(60, 170, 4), (x) => line(x, 6, x, 26, 'l')),
});

const makeUpAir = (): UnitFace => ({
  w: 180,
  h: 100,
  depth: 80,
  body:
    polygon(
      [
        [0, 20],
        [34, 10],
        [34, 90],
        [0, 80],
      ],
      'f',
    ) +
    lines(steps(26, 74, 6), (y) => line(4, y, 30, y + 2, 'l')) +
    rect(34, 6, 144, 88, 'f', 3) +
    rect(42, 14, 56, 72, 'o', 2) +
    rect(104, 14, 66, 72, 'o', 2) +
    circle(137, 50, 24, 'd') +
    circle(137, 50, 6, 'o') +
    rect(92, 44, 4, 12, 'd') +
    rect(164, 44, 4, 12, 'd'),
});

const fan = (): UnitFace => ({
  w: 100,
  h: 100,
  depth: 40,
  body:
    rect(2, 2, 96, 96, 'f', 4) +
    circle(50, 50, 42, 'o') +
    `<g transform="translate(12 12) scale(0.76)">${drawPart('fan-blade')}</g>` +
    circle(50, 50, 30, 'l') +
    circle(50, 50, 20, 'l') +
    line(8, 50, 92, 50, 'l') +
    line(50, 8, 50, 92, 'l'),
});

const ventilator = (): UnitFace => ({
  w: 100,
  h: 100,
  depth: 0,
  body:
    rect(14, 70, 72, 26, 'd') +
    rect(24, 56, 52, 14, 'f') +
    lines(steps(28, 72, 8), (x) => line(x, 58, x, 68, 'l')) +
    path('M6 58 Q50 -10 94 58 Z', 'f') +
    line(6, 58, 94, 58),
});

const controls = (): UnitFace => ({
  w: 80,
  h: 100,
  depth: 20,
  body:
    rect(4, 4, 72, 92, 'f', 10) +
    rect(14, 16, 52, 32, 'd', 4) +
    '<text x="40" y="40" class="t" font-size="18" text-anchor="middle">72°</text>' +
    circle(26, 66, 7) +
    circle(54, 66, 7) +
    line(22, 66, 30, 66) +
    line(50, 66, 58, 66) +
    line(54, 62, 54, 70) +
    rect(20, 82, 40, 4, 'l', 2),
});

/** Universal parts are shown as a parts box holding the part. */
const partsBox = (): UnitFace => ({
  w: 100,
  h: 100,
  depth: 0,
  body:
    polygon(
      [
        [6, 30],
        [94, 30],
        [94, 96],
        [6, 96],
      ],
      'f',
    ) +
    polygon(
      [
        [6, 30],
        [20, 14],
        [80, 14],
        [94, 30],
      ],
      'd',
    ) +
    `<g transform="translate(22 36) scale(0.56)">${drawPart('motor')}</g>`,
});

const faces: Record<UnitKind, () => UnitFace> = {
  'unit-heater': unitHeater,
  'duct-furnace': ductFurnace,
  infrared,
  'make-up-air': makeUpAir,
  fan,
  ventilator,
  controls,
  parts: partsBox,
};

export const unitFace = (kind: UnitKind): UnitFace => faces[kind]();
