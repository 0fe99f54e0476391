import { kind, text } from './part-kind.ts';

/** Parts that move air: motors, wheels, blades and drives. */
export const airParts = {
  motor: kind({
    key: 'motor',
    label: 'Motor',
    code: 'MTR',
    materialGroup: '30110',
    price: [85, 640],
    weight: [6, 28],
    drawing: 'motor',
    shipping: 1,
    describe: (r) =>
      text(
        `Motor, ${r.pick(['1/6', '1/4', '1/3', '1/2', '3/4', '1'])} HP, ${r.pick(['115', '208-230', '460'])} V, ${r.pick([1075, 1625, 1725, 3450])} RPM, ${r.pick(['PSC', 'Shaded Pole', 'ECM', 'TEFC'])}`,
      ),
  }),
  venter: kind({
    key: 'venter',
    label: 'Venter Motor Assembly',
    code: 'VNT',
    materialGroup: '30110',
    price: [140, 690],
    weight: [5, 14],
    drawing: 'motor',
    shipping: 1,
    describe: (r) =>
      text(
        `Venter Motor Assembly, ${r.pick(['115', '230'])} V, ${r.pick([3000, 3200, 3450])} RPM, with Gasket`,
      ),
  }),
  blower: kind({
    key: 'blower',
    label: 'Blower Wheel',
    code: 'BLW',
    materialGroup: '30120',
    price: [45, 380],
    weight: [3, 18],
    drawing: 'blower',
    shipping: 1,
    describe: (r) =>
      text(
        `Blower Wheel, ${r.pick([9, 10, 12, 15, 18])} x ${r.pick([4, 6, 7, 9])} in., ${r.pick(['CW', 'CCW'])}, ${r.pick(['1/2', '3/4', '1'])} in. Bore`,
      ),
  }),
  blowerAssembly: kind({
    key: 'blower-assembly',
    label: 'Blower Assembly',
    code: 'BLA',
    materialGroup: '30120',
    price: [420, 2850],
    weight: [45, 160],
    drawing: 'blower',
    shipping: 2,
    describe: (r) =>
      text(
        `Blower Assembly, ${r.pick([12, 15, 18, 20, 25])} in., with Motor and Housing, ${r.pick(['208', '230', '460'])} V 3 Ph`,
      ),
  }),
  fanBlade: kind({
    key: 'fan-blade',
    label: 'Fan Blade',
    code: 'FBL',
    materialGroup: '30130',
    price: [28, 260],
    weight: [1, 9],
    drawing: 'fan-blade',
    shipping: 1,
    describe: (r) =>
      text(
        `Fan Blade, ${r.pick([10, 12, 14, 16, 18, 20, 24])} in., ${r.pick([3, 4, 5])}-Blade, ${r.pick([22, 27, 30, 34])} Deg Pitch, ${r.pick(['1/2', '5/8', '3/4'])} in. Bore`,
      ),
  }),
  belt: kind({
    key: 'belt',
    label: 'V-Belt',
    code: 'BLT',
    materialGroup: '30140',
    price: [9, 65],
    weight: [0.3, 2],
    drawing: 'belt',
    shipping: 1,
    describe: (r) =>
      text(`V-Belt, ${r.pick(['A', 'B', '4L', '5L'])} Section, ${r.int(26, 72)} in.`),
  }),
  pulley: kind({
    key: 'pulley',
    label: 'Pulley',
    code: 'PUL',
    materialGroup: '30140',
    price: [18, 140],
    weight: [1, 6],
    drawing: 'belt',
    shipping: 1,
    describe: (r) =>
      text(
        `Pulley, ${r.pick(['Fixed', 'Adjustable'])} Pitch, ${r.pick(['2.5', '3.0', '3.75', '4.5', '6.0'])} in. OD, ${r.pick(['1/2', '5/8', '3/4', '1'])} in. Bore`,
      ),
  }),
} as const;
