import type { Random } from './random.ts';

export type PartDrawing =
  | 'motor'
  | 'blower'
  | 'fan-blade'
  | 'belt'
  | 'igniter'
  | 'valve'
  | 'switch'
  | 'burner'
  | 'board'
  | 'thermostat'
  | 'coil'
  | 'louver'
  | 'filter'
  | 'hardware';

export interface PartText {
  /** Long description, e.g. 'Motor, 1/4 HP, 115 V, 1625 RPM, PSC'. */
  long: string;
  /** SAP short text, upper case. */
  sap: string;
}

export interface PartKind {
  key: string;
  label: string;
  code: string;
  materialGroup: string;
  price: readonly [number, number];
  weight: readonly [number, number];
  drawing: PartDrawing;
  /** Shipping strategy id: 1 Parts, 2 Freight, 3 Hazmat. */
  shipping: 1 | 2 | 3;
  accessory?: boolean;
  describe: (r: Random) => PartText;
}

export const text = (long: string): PartText => ({
  long,
  sap: long.toUpperCase().replace(/[,.]/g, '').replace(/\s+/g, ' ').slice(0, 40),
});

export const kind = (k: PartKind): PartKind => k;
