import type { materialGroup } from '../db/schema/index.ts';

type MaterialGroupRow = typeof materialGroup.$inferInsert;

const group = (number: string, description: string, long: string): MaterialGroupRow => ({
  materialGroupNumber: number,
  materialGroupDescription: description,
  materialGroupDescriptionLong: long,
});

export const materialGroupRows: readonly MaterialGroupRow[] = [
  group('30110', 'Motors', 'Fan, blower and venter motors, PSC, shaded-pole and ECM'),
  group('30120', 'Blowers & Wheels', 'Blower wheels, housings and complete blower assemblies'),
  group('30130', 'Fan Blades', 'Propeller fan blades and hubs'),
  group('30140', 'Belts & Drives', 'V-belts, pulleys, sheaves and bearings'),
  group(
    '30210',
    'Ignition Components',
    'Hot surface and spark igniters, flame sensors and pilot assemblies',
  ),
  group('30220', 'Gas Valves', 'Combination gas valves, regulators and manifolds'),
  group('30230', 'Safety Switches', 'Limit, rollout, pressure and airflow switches'),
  group('30240', 'Burners', 'Burners, burner trays and orifices'),
  group('30310', 'Control Boards', 'Ignition control boards, fan timers and modules'),
  group(
    '30320',
    'Thermostats & Sensors',
    'Thermostats, temperature sensors and remote sensing kits',
  ),
  group('30330', 'Electrical Components', 'Transformers, relays, contactors and wiring harnesses'),
  group('30410', 'Heat Exchangers', 'Heat exchangers, tube assemblies and combustion chambers'),
  group('30420', 'Heating Elements', 'Electric heating elements and hydronic coils'),
  group('30510', 'Louvers & Dampers', 'Discharge louvers, backdraft and motorised dampers'),
  group('30520', 'Filters', 'Filters and filter racks'),
  group('30610', 'Hardware & Finishes', 'Fasteners, panels, gaskets and touch-up paint'),
  group('30620', 'Accessories', 'Hanger kits, vent kits, guards and installation accessories'),
];
