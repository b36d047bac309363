import { describe, expect, it } from "vitest";
import { checkOwnersLeft } from "./staff-rules.js";

const owner = { role: "owner", status: "active" } as const;

describe("the last active owner", () => {
  it.each([
    ["demoting the only owner", owner, { role: "manager", status: "active" }, 1, true],
    ["deactivating the only owner", owner, { role: "owner", status: "deactivated" }, 1, true],
    ["demoting one of two owners", owner, { role: "manager", status: "active" }, 2, false],
    ["renaming the only owner", owner, owner, 1, false],
    [
      "deactivating an invited owner",
      { role: "owner", status: "invited" },
      { role: "owner", status: "deactivated" },
      1,
      false,
    ],
    [
      "demoting a manager",
      { role: "manager", status: "active" },
      { role: "viewer", status: "active" },
      1,
      false,
    ],
  ] as const)("%s: refused %s", (_, before, after, owners, refused) => {
    const run = () => checkOwnersLeft(before, after, owners);
    if (refused) expect(run).toThrow(expect.objectContaining({ code: "STAFF_LAST_OWNER" }));
    else expect(run).not.toThrow();
  });
});
