import type { CategoryPlan } from './catalogue-plan.ts';
import { heaterSizes, mbh } from './variants.ts';

/** Unit heaters, duct furnaces and infrared heaters. */
export const heatingCategories: readonly CategoryPlan[] = [
  {
    slug: 'unit-heaters',
    displayName: 'Unit Heaters',
    division: 'heating',
    kind: 'unit-heater',
    tables: ['air', 'ignition', 'cabinet', 'accessories'],
    classes: [
      {
        slug: 'gas-fired-unit-heaters',
        displayName: 'Gas-Fired Unit Heaters',
        code: 'UH',
        unit: 'Gas-Fired Unit Heater',
      },
      {
        slug: 'separated-combustion-unit-heaters',
        displayName: 'Separated Combustion Unit Heaters',
        code: 'SCU',
        unit: 'Separated Combustion Heater',
      },
      {
        slug: 'hydronic-unit-heaters',
        displayName: 'Hydronic Unit Heaters',
        code: 'HW',
        unit: 'Hydronic Unit Heater',
      },
      {
        slug: 'electric-unit-heaters',
        displayName: 'Electric Unit Heaters',
        code: 'EUH',
        unit: 'Electric Unit Heater',
      },
    ],
    variants: heaterSizes,
    commercial: false,
    hasImage: true,
  },
  {
    slug: 'duct-furnaces',
    displayName: 'Duct Furnaces',
    division: 'heating',
    kind: 'duct-furnace',
    tables: ['ignition', 'air', 'cabinet', 'accessories'],
    classes: [
      {
        slug: 'indoor-duct-furnaces',
        displayName: 'Indoor Duct Furnaces',
        code: 'IDF',
        unit: 'Indoor Duct Furnace',
      },
      {
        slug: 'outdoor-duct-furnaces',
        displayName: 'Outdoor Duct Furnaces',
        code: 'ODF',
        unit: 'Outdoor Duct Furnace',
      },
      {
        slug: 'high-efficiency-duct-furnaces',
        displayName: 'High-Efficiency Duct Furnaces',
        code: 'HEF',
        unit: 'High-Efficiency Duct Furnace',
      },
    ],
    variants: [
      mbh(75, 150, [75, 100, 125, 150]),
      mbh(175, 250, [175, 200, 225, 250]),
      mbh(300, 400, [300, 350, 400]),
    ],
    commercial: true,
    hasImage: true,
  },
  {
    slug: 'infrared-heaters',
    displayName: 'Infrared Heaters',
    division: 'heating',
    kind: 'infrared',
    tables: ['ignition', 'cabinet', 'electrical', 'accessories'],
    classes: [
      {
        slug: 'low-intensity-tube-heaters',
        displayName: 'Low-Intensity Tube Heaters',
        code: 'LTH',
        unit: 'Tube Heater',
      },
      {
        slug: 'high-intensity-infrared-heaters',
        displayName: 'High-Intensity Infrared Heaters',
        code: 'HIR',
        unit: 'Ceramic Infrared Heater',
      },
      {
        slug: 'electric-infrared-heaters',
        displayName: 'Electric Infrared Heaters',
        code: 'EIR',
        unit: 'Electric Infrared Heater',
      },
    ],
    variants: [
      mbh(40, 80, [40, 60, 80]),
      mbh(100, 150, [100, 125, 150]),
      mbh(175, 200, [175, 200]),
    ],
    commercial: false,
    hasImage: true,
  },
];
