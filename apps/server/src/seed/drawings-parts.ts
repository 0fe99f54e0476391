import type { PartDrawing } from './part-kind.ts';
import { circle, line, path, polygon, rect, steps } from './svg.ts';

/** Line drawings of single parts, each in a 100 x 100 box. */

const motor = (): string =>
  rect(18, 30, 56, 40, 'f', 6) +
  rect(12, 34, 8, 32, 'd', 2) +
  rect(74, 38, 8, 24, 'd', 2) +
  line(82, 50, 96, 50) +
  steps(28, 64, 5)
    .map((x) => line(x, 32, x, 68, 'l'))
    .join('') +
  polygon(
    [
      [24, 70],
      [68, 70],
      [74, 82],
      [18, 82],
    ],
    'd',
  ) +
  rect(40, 22, 14, 8, 'd');

const blower = (): string =>
  circle(50, 50, 40) +
  circle(50, 50, 14, 'd') +
  steps(0, 330, 12)
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      const b = a + 0.35;
      const at = (r: number, angle: number) =>
        `${(50 + r * Math.cos(angle)).toFixed(1)} ${(50 + r * Math.sin(angle)).toFixed(1)}`;
      return path(`M${at(16, a)} Q${at(30, b)} ${at(38, a + 0.6)}`);
    })
    .join('') +
  circle(50, 50, 4, 'o');

const fanBlade = (): string =>
  [0, 120, 240]
    .map(
      (deg) =>
        `<ellipse cx="50" cy="24" rx="13" ry="24" transform="rotate(${deg} 50 50) rotate(18 50 24)" class="f"/>`,
    )
    .join('') +
  circle(50, 50, 11, 'd') +
  circle(50, 50, 3, 'o');

const belt = (): string =>
  circle(28, 50, 20) +
  circle(28, 50, 6, 'd') +
  circle(78, 50, 12) +
  circle(78, 50, 4, 'd') +
  line(28, 30, 78, 38) +
  line(28, 70, 78, 62);

const igniter = (): string =>
  rect(38, 66, 24, 24, 'd', 3) +
  rect(44, 56, 12, 10, 'f') +
  path('M46 56 L46 14 L54 14 L54 56', 'o') +
  path('M50 18 L50 52', 'l') +
  line(44, 90, 40, 98) +
  line(56, 90, 60, 98);

const valve = (): string =>
  rect(26, 30, 48, 44, 'f', 4) +
  rect(8, 44, 18, 16, 'd') +
  rect(74, 44, 18, 16, 'd') +
  circle(50, 22, 10, 'd') +
  line(50, 14, 50, 30) +
  rect(34, 52, 32, 14, 'o', 2);

const switchPart = (): string =>
  circle(50, 46, 28) +
  circle(50, 46, 16, 'd') +
  rect(34, 74, 8, 18, 'd') +
  rect(58, 74, 8, 18, 'd') +
  line(22, 46, 8, 46) +
  line(78, 46, 92, 46);

const burner = (): string =>
  rect(8, 38, 84, 24, 'f', 12) +
  steps(20, 80, 7)
    .map((x) => circle(x, 44, 2.5, 'd'))
    .join('') +
  rect(0, 44, 10, 12, 'd');

const board = (): string =>
  rect(10, 18, 80, 64, 'f', 3) +
  rect(20, 28, 22, 16, 'd') +
  rect(50, 28, 30, 10, 'd') +
  rect(50, 44, 14, 14, 'd') +
  steps(18, 82, 9)
    .map((x) => rect(x - 2.5, 72, 5, 7, 'd'))
    .join('') +
  circle(30, 58, 5, 'o');

const thermostat = (): string =>
  rect(20, 12, 60, 76, 'f', 8) +
  rect(30, 22, 40, 24, 'd', 3) +
  circle(40, 64, 6) +
  circle(60, 64, 6) +
  line(37, 64, 43, 64) +
  line(57, 64, 63, 64) +
  line(60, 61, 60, 67);

const coil = (): string =>
  rect(8, 16, 84, 68, 'o', 4) +
  path(
    'M16 28 H84 A6 6 0 0 1 84 40 H16 A6 6 0 0 0 16 52 H84 A6 6 0 0 1 84 64 H16 A6 6 0 0 0 16 76 H84',
  );

const louver = (): string =>
  rect(10, 10, 80, 80, 'f', 2) +
  steps(22, 78, 6)
    .map((y) => line(16, y, 84, y - 8))
    .join('');

const filter = (): string =>
  rect(10, 20, 80, 60, 'f') +
  path(
    `M14 24 ${steps(14, 86, 13)
      .map((x, i) => `L${x.toFixed(1)} ${i % 2 === 0 ? 76 : 24}`)
      .join(' ')}`,
    'l',
  );

const hardware = (): string =>
  polygon(
    [
      [30, 14],
      [50, 6],
      [70, 14],
      [70, 30],
      [50, 38],
      [30, 30],
    ],
    'd',
  ) +
  rect(42, 34, 16, 58, 'f') +
  steps(42, 88, 10)
    .map((y) => line(42, y, 58, y - 3, 'l'))
    .join('');

const drawings: Record<PartDrawing, () => string> = {
  motor,
  blower,
  'fan-blade': fanBlade,
  belt,
  igniter,
  valve,
  switch: switchPart,
  burner,
  board,
  thermostat,
  coil,
  louver,
  filter,
  hardware,
};

export const drawPart = (drawing: PartDrawing): string => drawings[drawing]();
