// What takes a unit's nights, shared by availability and the ledger projection.

export interface Stay {
  start_date: string;
  end_date: string;
}

/** Something that takes a unit or one of its rooms for some nights: a live allocation or a sale block. */
export interface Hold extends Stay {
  unit_id: string;
  room_id: string | null;
}

export interface Ledger {
  /** Live (pending or committed) allocations; released ones are not here. */
  allocations: Hold[];
  blocks: Hold[];
}

/** Holds per night, as a ledger projection counts them: the most that take one night of a stay, over some units together. */
export interface NightCounts {
  maxTaken(unitIds: string[], stay: Stay): number;
}
