/** Id of a row by its natural key; the seed's own plans always name rows that exist. */
export function idOf(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`entity definitions: nothing named ${key}`);
  return id;
}

/** The ids the seed wrote or found, by natural key: 'entity', 'entityId:property', ... */
export interface SeededIds {
  entities: Map<string, number>;
  properties: Map<string, number>;
  editors: Map<string, number>;
  sections: Map<string, number>;
}
