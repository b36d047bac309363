import type { AriChange } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import { mergeAri } from "./ari-merge.js";

const entry = (over: Partial<AriChange>): AriChange => ({
  id: "ari_1",
  at: "2027-01-01T10:00:00.000Z",
  kind: "availability",
  unit_ids: ["u1"],
  rate_plan_id: null,
  from: "2027-02-01",
  to: "2027-02-03",
  ...over,
});

describe("merging ARI entries into one event", () => {
  it("joins units and widens dates, keeping the last entry's id and time", () => {
    const merged = mergeAri(
      mergeAri(null, entry({})),
      entry({
        id: "ari_2",
        at: "2027-01-01T10:00:01.000Z",
        unit_ids: ["u0", "u1"],
        from: "2027-01-30",
        to: "2027-02-02",
      }),
    );
    expect(merged).toEqual({
      id: "ari_2",
      at: "2027-01-01T10:00:01.000Z",
      kind: "availability",
      kinds: ["availability"],
      unit_ids: ["u0", "u1"],
      rate_plan_id: null,
      from: "2027-01-30",
      to: "2027-02-03",
    });
  });

  it("says mixed for entries of several kinds, and drops a rate plan they do not share", () => {
    const merged = mergeAri(
      mergeAri(null, entry({ kind: "rates", rate_plan_id: "rp_1", from: null, to: null })),
      entry({ kind: "restrictions", rate_plan_id: "rp_2" }),
    );
    expect(merged).toMatchObject({ kind: "mixed", kinds: ["rates", "restrictions"], rate_plan_id: null });
    expect([merged.from, merged.to]).toEqual([null, null]);
  });

  it("keeps a shared rate plan and an open side open", () => {
    const merged = mergeAri(
      mergeAri(null, entry({ kind: "rates", rate_plan_id: "rp_1", to: null })),
      entry({ kind: "rates", rate_plan_id: "rp_1" }),
    );
    expect(merged).toMatchObject({ kind: "rates", rate_plan_id: "rp_1", from: "2027-02-01", to: null });
  });
});
