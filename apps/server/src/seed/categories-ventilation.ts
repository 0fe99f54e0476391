import type { CategoryPlan } from './catalogue-plan.ts';
import { cfm, inch } from './variants.ts';

/** Make-up air units, fans and ventilators. */
export const ventilationCategories: readonly CategoryPlan[] = [
  {
    slug: 'make-up-air-units',
    displayName: 'Make-Up Air Units',
    division: 'ventilation',
    kind: 'make-up-air',
    tables: ['air', 'ignition', 'electrical', 'cabinet', 'accessories'],
    classes: [
      {
        slug: 'direct-fired-make-up-air',
        displayName: 'Direct-Fired Make-Up Air',
        code: 'DFM',
        unit: 'Direct-Fired Make-Up Air Unit',
      },
      {
        slug: 'indirect-fired-make-up-air',
        displayName: 'Indirect-Fired Make-Up Air',
        code: 'IFM',
        unit: 'Indirect-Fired Make-Up Air Unit',
      },
      {
        slug: 'energy-recovery-ventilators',
        displayName: 'Energy Recovery Ventilators',
        code: 'ERV',
        unit: 'Energy Recovery Ventilator',
      },
    ],
    variants: [
      cfm(1000, 4000, [10, 20, 40]),
      cfm(4000, 10000, [60, 80, 100]),
      cfm(10000, 20000, [120, 160, 200]),
    ],
    commercial: true,
    hasImage: true,
  },
  {
    slug: 'exhaust-and-supply-fans',
    displayName: 'Exhaust & Supply Fans',
    division: 'ventilation',
    kind: 'fan',
    tables: ['air', 'electrical', 'cabinet', 'accessories'],
    classes: [
      {
        slug: 'roof-exhaust-fans',
        displayName: 'Roof Exhaust Fans',
        code: 'REF',
        unit: 'Roof Exhaust Fan',
      },
      {
        slug: 'wall-exhaust-fans',
        displayName: 'Wall Exhaust Fans',
        code: 'WEF',
        unit: 'Wall Exhaust Fan',
      },
      {
        slug: 'inline-duct-fans',
        displayName: 'Inline Duct Fans',
        code: 'ILF',
        unit: 'Inline Duct Fan',
      },
      { slug: 'supply-fans', displayName: 'Supply Fans', code: 'SF', unit: 'Supply Fan' },
    ],
    variants: [inch(8, 12), inch(14, 18), inch(20, 30)],
    commercial: true,
    hasImage: true,
  },
  {
    slug: 'ventilators',
    displayName: 'Ventilators',
    division: 'ventilation',
    kind: 'ventilator',
    tables: ['air', 'cabinet', 'accessories'],
    classes: [
      {
        slug: 'gravity-roof-ventilators',
        displayName: 'Gravity Roof Ventilators',
        code: 'GRV',
        unit: 'Gravity Ventilator',
      },
      {
        slug: 'power-roof-ventilators',
        displayName: 'Power Roof Ventilators',
        code: 'PRV',
        unit: 'Power Roof Ventilator',
      },
      { slug: 'louvers-and-dampers', displayName: 'Louvers & Dampers', code: 'LD', unit: 'Louver' },
    ],
    variants: [inch(12, 18), inch(24, 36), inch(42, 60)],
    commercial: false,
    hasImage: false,
  },
];
