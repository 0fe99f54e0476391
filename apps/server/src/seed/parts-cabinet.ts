import { kind, text } from './part-kind.ts';

/** Cabinet parts and accessories. */
export const cabinetParts = {
  louver: kind({
    key: 'louver',
    label: 'Louver',
    code: 'LVR',
    materialGroup: '30510',
    price: [22, 260],
    weight: [1, 8],
    drawing: 'louver',
    shipping: 1,
    describe: (r) =>
      text(
        `Discharge Louver, ${r.pick(['Horizontal', 'Vertical'])}, ${r.pick([12, 16, 20, 24])} in., Painted Steel`,
      ),
  }),
  filter: kind({
    key: 'filter',
    label: 'Filter',
    code: 'FLT',
    materialGroup: '30520',
    price: [6, 75],
    weight: [0.5, 4],
    drawing: 'filter',
    shipping: 1,
    describe: (r) =>
      text(
        `Filter, ${r.pick(['MERV 8 Pleated', 'Aluminum Mesh', 'Washable Poly'])}, ${r.pick([16, 20, 24])} x ${r.pick([20, 24, 25])} x ${r.pick([1, 2])} in.`,
      ),
  }),
  hardware: kind({
    key: 'hardware',
    label: 'Hardware Kit',
    code: 'HDW',
    materialGroup: '30610',
    price: [3, 48],
    weight: [0.1, 2],
    drawing: 'hardware',
    shipping: 1,
    describe: (r) =>
      text(
        `${r.pick(['Access Panel Screw Kit', 'Burner Door Gasket', 'Wire Harness', 'Sight Glass', 'Panel Latch Kit'])}, ${r.pick(['Pack of 10', 'Each', 'Kit'])}`,
      ),
  }),
  paint: kind({
    key: 'paint',
    label: 'Touch-Up Paint',
    code: 'PNT',
    materialGroup: '30610',
    price: [12, 28],
    weight: [0.8, 1],
    drawing: 'hardware',
    shipping: 3,
    describe: (r) =>
      text(`Touch-Up Paint, Aerosol, ${r.pick(['Gray', 'Almond', 'Black', 'White'])}, 12 oz`),
  }),
  damper: kind({
    key: 'damper',
    label: 'Damper',
    code: 'DMP',
    materialGroup: '30510',
    price: [75, 720],
    weight: [4, 30],
    drawing: 'louver',
    shipping: 1,
    accessory: true,
    describe: (r) =>
      text(
        `${r.pick(['Backdraft Damper', 'Motorized Damper', 'Gravity Damper'])}, ${r.pick([10, 12, 16, 20, 24])} x ${r.pick([10, 12, 16, 20])} in.`,
      ),
  }),
  hanger: kind({
    key: 'hanger',
    label: 'Hanger Kit',
    code: 'HNG',
    materialGroup: '30620',
    price: [24, 180],
    weight: [3, 15],
    drawing: 'hardware',
    shipping: 1,
    accessory: true,
    describe: (r) =>
      text(
        `${r.pick(['Ceiling Hanger Kit', 'Wall Bracket Kit', 'Vibration Isolator Kit'])}, ${r.pick(['Up to 150 lb', 'Up to 300 lb', 'Up to 500 lb'])}`,
      ),
  }),
  ventKit: kind({
    key: 'vent-kit',
    label: 'Vent Kit',
    code: 'VKT',
    materialGroup: '30620',
    price: [65, 640],
    weight: [4, 22],
    drawing: 'hardware',
    shipping: 1,
    accessory: true,
    describe: (r) =>
      text(
        `${r.pick(['Horizontal Vent Kit', 'Vertical Vent Kit', 'Concentric Vent Kit'])}, ${r.pick([3, 4, 5, 6])} in.`,
      ),
  }),
  guard: kind({
    key: 'guard',
    label: 'Guard',
    code: 'GRD',
    materialGroup: '30620',
    price: [18, 210],
    weight: [1, 10],
    drawing: 'fan-blade',
    shipping: 1,
    accessory: true,
    describe: (r) =>
      text(
        `${r.pick(['Fan Guard', 'Bird Screen', 'Wall Sleeve'])}, ${r.pick([12, 16, 18, 24, 30])} in., Galvanized`,
      ),
  }),
} as const;
