import { kind, text } from './part-kind.ts';

/** Electrical and control parts, heat exchangers and elements. */
export const electricalParts = {
  thermostat: kind({
    key: 'thermostat',
    label: 'Thermostat',
    code: 'TST',
    materialGroup: '30320',
    price: [38, 420],
    weight: [0.3, 1.2],
    drawing: 'thermostat',
    shipping: 1,
    describe: (r) =>
      text(
        `Thermostat, ${r.pick(['Line Voltage', 'Low Voltage', 'Programmable', 'Wi-Fi'])}, ${r.pick(['Heat Only', 'Heat/Cool', 'Heat/Fan'])}, ${r.pick([40, 45, 50])}-${r.pick([85, 90, 95])} F`,
      ),
  }),
  sensor: kind({
    key: 'sensor',
    label: 'Temperature Sensor',
    code: 'SNS',
    materialGroup: '30320',
    price: [22, 190],
    weight: [0.1, 0.5],
    drawing: 'thermostat',
    shipping: 1,
    describe: (r) =>
      text(
        `Temperature Sensor, ${r.pick(['Duct', 'Outdoor Air', 'Discharge Air', 'Space'])}, ${r.pick(['10K Thermistor', '20K Thermistor', '1K RTD'])}`,
      ),
  }),
  transformer: kind({
    key: 'transformer',
    label: 'Transformer',
    code: 'TRF',
    materialGroup: '30330',
    price: [22, 120],
    weight: [1, 4],
    drawing: 'board',
    shipping: 1,
    describe: (r) =>
      text(
        `Transformer, ${r.pick(['120', '208/240', '480'])} V to 24 V, ${r.pick([40, 50, 75, 100])} VA`,
      ),
  }),
  relay: kind({
    key: 'relay',
    label: 'Relay',
    code: 'RLY',
    materialGroup: '30330',
    price: [15, 95],
    weight: [0.2, 1.5],
    drawing: 'switch',
    shipping: 1,
    describe: (r) =>
      text(
        `${r.pick(['Relay', 'Contactor', 'Time Delay Relay'])}, ${r.pick(['SPDT', 'DPDT', '2 Pole', '3 Pole'])}, 24 V Coil, ${r.pick([10, 20, 30, 40])} A`,
      ),
  }),
  heatExchanger: kind({
    key: 'heat-exchanger',
    label: 'Heat Exchanger',
    code: 'HEX',
    materialGroup: '30410',
    price: [640, 3980],
    weight: [38, 140],
    drawing: 'coil',
    shipping: 2,
    describe: (r) =>
      text(
        `Heat Exchanger, ${r.pick(['Aluminized Steel', '409 Stainless Steel', '321 Stainless Steel'])}, ${r.pick([4, 5, 6, 8, 10])} Tube`,
      ),
  }),
  element: kind({
    key: 'element',
    label: 'Heating Element',
    code: 'ELM',
    materialGroup: '30420',
    price: [55, 480],
    weight: [2, 9],
    drawing: 'coil',
    shipping: 1,
    describe: (r) =>
      text(
        `Heating Element, ${r.pick([3, 5, 7.5, 10, 15])} kW, ${r.pick(['208', '240', '480'])} V, Finned Tubular`,
      ),
  }),
} as const;
