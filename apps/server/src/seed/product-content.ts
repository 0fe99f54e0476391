import type { productFeature, productNote, productSpecification } from '../db/schema/index.ts';
import type { UnitKind } from './catalogue-plan.ts';
import type { ProductPlan } from './hierarchy.ts';
import type { Random } from './random.ts';

const features: Record<UnitKind, readonly string[]> = {
  'unit-heater': [
    'Aluminized steel heat exchanger',
    'Direct spark or hot surface ignition',
    'Totally enclosed fan motor',
    'Adjustable horizontal discharge louvers',
    'Two-point suspension with threaded hangers',
    'Powder-coated cabinet for corrosion resistance',
    'Factory-wired 24 V control transformer',
    'Field convertible to LP gas',
  ],
  'duct-furnace': [
    'Stainless steel tubular heat exchanger',
    'Two-stage or modulating gas valve',
    'Side access control compartment',
    'Integrated high-limit and rollout safety switches',
    'Suitable for blow-through or draw-through installation',
    'Condensate drain on high-efficiency models',
  ],
  infrared: [
    'Radiant heat warms people and objects, not the air',
    'Polished aluminum reflector',
    'Titanium-stabilized aluminized steel tubes',
    'Vacuum or pressure firing options',
    'Low clearance to combustibles',
    'Weather-resistant burner housing',
  ],
  'make-up-air': [
    'Direct-drive or belt-drive centrifugal blower',
    'Modulating burner with 25:1 turndown',
    'Weatherproof outdoor cabinet',
    'Airflow proving and high-limit safeties',
    'Optional evaporative cooling section',
    'Microprocessor discharge temperature control',
  ],
  fan: [
    'Non-overloading backward-inclined wheel',
    'Spun aluminum housing',
    'Permanently lubricated ball-bearing motor',
    'Vibration isolated motor mount',
    'Integral birdscreen',
    'Speed control ready',
  ],
  ventilator: [
    'Galvanized steel hood and curb cap',
    'Birdscreen on all openings',
    'Low-profile design',
    'Optional gravity backdraft damper',
    'Weatherproof construction',
  ],
  controls: [
    'Clear backlit display',
    'Field-selectable heat and fan operation',
    'Adjustable temperature differential',
    'Terminal block wiring',
    'Universal mounting plate',
    'Locking cover option',
  ],
  parts: [
    'Exact-fit replacement for factory components',
    'Tested to original specifications',
    'Ships from stock',
    'Includes mounting hardware where required',
    'Cross-referenced to division model numbers',
  ],
};

const specifications: Record<
  UnitKind,
  ReadonlyArray<[string, (r: Random, size: number) => string]>
> = {
  'unit-heater': [
    ['Input', (_, s) => `${s},000 BTU/h`],
    ['Thermal efficiency', (r) => `${r.pick([80, 82, 83])}%`],
    ['Supply voltage', (r) => r.pick(['115 V / 1 Ph', '208–230 V / 1 Ph'])],
    ['Air throw', (r) => `${r.int(25, 80)} ft`],
  ],
  'duct-furnace': [
    ['Input', (_, s) => `${s},000 BTU/h`],
    ['Airflow range', (r) => `${r.int(8, 20) * 100}–${r.int(30, 60) * 100} CFM`],
    ['Thermal efficiency', (r) => `${r.pick([80, 81, 90, 92])}%`],
    ['Gas connection', (r) => r.pick(['1/2 in. NPT', '3/4 in. NPT'])],
  ],
  infrared: [
    ['Input', (_, s) => `${s},000 BTU/h`],
    ['Tube length', (r) => `${r.pick([20, 30, 40, 50, 60])} ft`],
    ['Mounting height', (r) => `${r.int(10, 14)}–${r.int(20, 40)} ft`],
  ],
  'make-up-air': [
    ['Airflow', (_, s) => `${s * 100} CFM`],
    ['Temperature rise', (r) => `up to ${r.pick([90, 110, 140])} °F`],
    ['Motor', (r) => `${r.pick([1, 2, 3, 5, 7.5, 10])} HP`],
    ['Supply voltage', (r) => r.pick(['208 V / 3 Ph', '460 V / 3 Ph'])],
  ],
  fan: [
    ['Wheel diameter', (_, s) => `${s} in.`],
    ['Airflow', (r) => `${r.int(4, 90) * 100} CFM`],
    ['Static pressure', (r) => `up to ${r.pick(['0.5', '0.75', '1.0', '1.5'])} in. WC`],
    ['Sound', (r) => `${r.int(6, 22)} sones`],
  ],
  ventilator: [
    ['Throat size', (_, s) => `${s} in.`],
    ['Free area', (r) => `${(r.int(10, 120) / 10).toFixed(1)} sq ft`],
    ['Material', (r) => r.pick(['Galvanized steel', 'Aluminum'])],
  ],
  controls: [
    ['Control voltage', (r) => r.pick(['24 V AC', '120 V AC', '24–240 V AC'])],
    ['Set-point range', (r) => `${r.pick([40, 45, 50])}–${r.pick([85, 90])} °F`],
    ['Enclosure', (r) => r.pick(['NEMA 1', 'NEMA 4X'])],
  ],
  parts: [
    ['Warranty', (r) => `${r.pick([1, 2, 5])} year`],
    ['Lead time', (r) => r.pick(['Ships same day', '2–3 business days'])],
    ['Packaging', (r) => r.pick(['Individually boxed', 'Bulk pack'])],
  ],
};

const noteLines = [
  'Turn off gas and electrical supply before servicing.',
  'Use only factory-authorized replacement parts to maintain the listing.',
  'Part numbers may be superseded; the catalog number is always current.',
  'Installation must be performed by a qualified service technician.',
];

export interface ProductContent {
  description: string;
  richText: string;
  applications: string[] | null;
  features: Array<typeof productFeature.$inferInsert>;
  specifications: Array<typeof productSpecification.$inferInsert>;
  notes: Array<typeof productNote.$inferInsert>;
}

export function productContent(plan: ProductPlan, r: Random): ProductContent {
  const kind = plan.category.kind;
  const size = r.pick(plan.variant.sizes);
  const description = plan.master
    ? 'Every replacement part for HDU gas-fired unit heaters in one list: motors, fan blades, ignition, gas valves, safety switches, heat exchangers and cabinet hardware.'
    : `Replacement parts and accessories for ${plan.seriesCode} series ${plan.productClass.unit.toLowerCase()}s, ${plan.variant.label}. Find parts by catalog number, model number or division model number.`;
  const chosen = r.sample(features[kind], r.int(3, Math.min(6, features[kind].length)));
  const specs = r.sample(specifications[kind], r.int(2, Math.min(4, specifications[kind].length)));
  const notes = r.sample(noteLines, r.int(0, 2));
  const place = r.pick([
    'warehouses',
    'garages',
    'workshops',
    'loading docks',
    'commercial kitchens',
    'light industrial spaces',
  ]);
  const richText =
    `<p>The <strong>${plan.seriesCode} series</strong> ${plan.productClass.unit.toLowerCase()} is built for ${place}. The parts listed here fit every ${plan.variant.label} size of the series.</p>` +
    '<ul><li>Find the model number on the unit rating plate.</li><li>Search by catalog number, model number or division model number.</li><li>Part not listed? Ask your sales representative.</li></ul>' +
    '<p>Replace gas and safety controls with <strong>factory-authorized parts</strong> only.</p>';
  return {
    description,
    richText,
    applications: r.chance(0.35)
      ? r.sample(
          [
            'Warehouses and distribution centers',
            'Vehicle maintenance garages',
            'Manufacturing floors',
            'Greenhouses',
            'Retail back rooms',
            'Loading docks',
          ],
          3,
        )
      : null,
    features: chosen.map((text, i) => ({ productId: plan.productId, text, orderBy: i + 1 })),
    specifications: specs.map(([name, value], i) => ({
      productId: plan.productId,
      name,
      value: value(r, size),
      orderBy: i + 1,
    })),
    notes: notes.map((text, i) => ({ productId: plan.productId, text, orderBy: i + 1 })),
  };
}
