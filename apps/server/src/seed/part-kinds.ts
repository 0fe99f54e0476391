import type { TableGroup } from './catalogue-plan.ts';
import type { PartKind } from './part-kind.ts';
import { airParts } from './parts-air.ts';
import { cabinetParts } from './parts-cabinet.ts';
import { electricalParts } from './parts-electrical.ts';
import { ignitionParts } from './parts-ignition.ts';

export const partKinds = {
  ...airParts,
  ...ignitionParts,
  ...electricalParts,
  ...cabinetParts,
} as const;

export type PartKindKey = keyof typeof partKinds;

const k = partKinds;
/** Which kinds of part each table group lists. */
export const tableGroupKinds: Record<TableGroup, readonly PartKind[]> = {
  air: [k.motor, k.venter, k.blower, k.blowerAssembly, k.fanBlade, k.belt, k.pulley],
  ignition: [
    k.igniter,
    k.flameSensor,
    k.gasValve,
    k.limitSwitch,
    k.pressureSwitch,
    k.burner,
    k.controlBoard,
  ],
  electrical: [k.controlBoard, k.transformer, k.relay, k.thermostat, k.sensor, k.limitSwitch],
  cabinet: [k.heatExchanger, k.element, k.louver, k.filter, k.hardware, k.paint],
  accessories: [k.hanger, k.ventKit, k.guard, k.damper, k.thermostat, k.filter],
};

export const tableGroupNames: Record<TableGroup, string> = {
  air: 'Motors & Air Movement',
  ignition: 'Ignition & Gas Controls',
  electrical: 'Electrical & Controls',
  cabinet: 'Cabinet & Heat Exchanger',
  accessories: 'Accessories',
};

export const allPartKinds: readonly PartKind[] = Object.values(partKinds);
