import type { CategoryPlan } from './catalogue-plan.ts';
import { plain } from './variants.ts';

/** Controls and the universal replacement parts. */
export const controlsAndPartsCategories: readonly CategoryPlan[] = [
  {
    slug: 'controls-and-thermostats',
    displayName: 'Controls & Thermostats',
    division: 'controls',
    kind: 'controls',
    tables: ['electrical', 'ignition', 'accessories'],
    classes: [
      { slug: 'thermostats', displayName: 'Thermostats', code: 'TS', unit: 'Thermostat' },
      {
        slug: 'ignition-controls',
        displayName: 'Ignition Controls',
        code: 'IC',
        unit: 'Ignition Control',
      },
      {
        slug: 'building-controls',
        displayName: 'Building Controls',
        code: 'BC',
        unit: 'Building Controller',
      },
      {
        slug: 'sensors-and-switches',
        displayName: 'Sensors & Switches',
        code: 'SS',
        unit: 'Sensor',
      },
    ],
    variants: [
      plain('standard', 'Standard', [1, 2]),
      plain('deluxe', 'Deluxe', [3, 4]),
      plain('retrofit-kits', 'Retrofit Kits', [5, 6]),
    ],
    commercial: false,
    hasImage: true,
  },
  {
    slug: 'universal-parts',
    displayName: 'Universal Replacement Parts',
    division: 'heating',
    kind: 'parts',
    tables: ['air', 'ignition', 'electrical', 'cabinet'],
    classes: [
      { slug: 'motors', displayName: 'Motors', code: 'MTR', unit: 'Motor' },
      {
        slug: 'ignition-and-gas-valves',
        displayName: 'Ignition & Gas Valves',
        code: 'IGV',
        unit: 'Ignition Component',
      },
      {
        slug: 'belts-and-drives',
        displayName: 'Belts & Drives',
        code: 'BLT',
        unit: 'Drive Component',
      },
      {
        slug: 'electrical-components',
        displayName: 'Electrical Components',
        code: 'ELC',
        unit: 'Electrical Component',
      },
    ],
    variants: [
      plain('stock', 'Stock', [1, 2]),
      plain('oem-exact', 'OEM Exact', [3, 4]),
      plain('kits', 'Kits', [5, 6]),
    ],
    commercial: false,
    hasImage: true,
  },
];
