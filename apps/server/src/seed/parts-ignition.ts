import { kind, text } from './part-kind.ts';

/** Ignition, gas and safety parts. */
export const ignitionParts = {
  igniter: kind({
    key: 'igniter',
    label: 'Igniter',
    code: 'IGN',
    materialGroup: '30210',
    price: [24, 160],
    weight: [0.2, 1],
    drawing: 'igniter',
    shipping: 1,
    describe: (r) =>
      text(
        `${r.pick(['Hot Surface Igniter, Silicon Nitride', 'Hot Surface Igniter, Silicon Carbide', 'Spark Igniter, Direct Spark'])}, ${r.pick(['24', '120'])} V`,
      ),
  }),
  flameSensor: kind({
    key: 'flame-sensor',
    label: 'Flame Sensor',
    code: 'FSN',
    materialGroup: '30210',
    price: [14, 75],
    weight: [0.1, 0.5],
    drawing: 'igniter',
    shipping: 1,
    describe: (r) =>
      text(
        `Flame Sensor, ${r.pick(['Single Rod', 'Bent Rod', 'Remote'])}, ${r.pick([3, 4, 5, 6])} in. Probe`,
      ),
  }),
  gasValve: kind({
    key: 'gas-valve',
    label: 'Gas Valve',
    code: 'GVL',
    materialGroup: '30220',
    price: [95, 520],
    weight: [2, 5],
    drawing: 'valve',
    shipping: 1,
    describe: (r) =>
      text(
        `Gas Valve, ${r.pick(['Natural Gas', 'LP Gas'])}, ${r.pick(['Single Stage', 'Two Stage', 'Modulating'])}, ${r.pick(['1/2', '3/4'])} in. NPT, 24 V`,
      ),
  }),
  limitSwitch: kind({
    key: 'limit-switch',
    label: 'Limit Switch',
    code: 'LIM',
    materialGroup: '30230',
    price: [12, 85],
    weight: [0.1, 0.4],
    drawing: 'switch',
    shipping: 1,
    describe: (r) =>
      text(
        `Limit Switch, ${r.pick(['Auto Reset', 'Manual Reset'])}, Opens ${r.pick([130, 150, 160, 180, 200, 250])} F`,
      ),
  }),
  pressureSwitch: kind({
    key: 'pressure-switch',
    label: 'Pressure Switch',
    code: 'PSW',
    materialGroup: '30230',
    price: [28, 140],
    weight: [0.2, 0.6],
    drawing: 'switch',
    shipping: 1,
    describe: (r) =>
      text(
        `Pressure Switch, ${r.pick(['0.25', '0.45', '0.60', '0.85', '1.10'])} in. WC, ${r.pick(['Normally Open', 'Normally Closed'])}`,
      ),
  }),
  burner: kind({
    key: 'burner',
    label: 'Burner',
    code: 'BRN',
    materialGroup: '30240',
    price: [35, 420],
    weight: [1, 12],
    drawing: 'burner',
    shipping: 1,
    describe: (r) =>
      text(
        `Burner, ${r.pick(['Inshot', 'Ribbon', 'Ceramic Tile', 'Line'])}, ${r.pick([10, 12, 15, 20, 25])} MBH per Port`,
      ),
  }),
  controlBoard: kind({
    key: 'control-board',
    label: 'Control Board',
    code: 'CTB',
    materialGroup: '30310',
    price: [110, 690],
    weight: [0.4, 1.5],
    drawing: 'board',
    shipping: 1,
    describe: (r) =>
      text(
        `Control Board, ${r.pick(['Direct Spark Ignition', 'Hot Surface Ignition', 'Intermittent Pilot', 'Fan Timer'])}, 24 V, ${r.pick([2, 3, 4])} Trial`,
      ),
  }),
} as const;
