import { describe, expect, it } from "vitest";
import { entityTag, ifNoneMatches, notModified } from "./etag.js";

describe("entity tags", () => {
  it("are 22 base64url characters in quotes, the same for the same parts and apart for any other", () => {
    const tag = entityTag(["units.list", "ten_1", "prp_1", "7"]);
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(entityTag(["units.list", "ten_1", "prp_1", "7"])).toBe(tag);
    expect(entityTag(["units.list", "ten_1", "prp_1", "8"])).not.toBe(tag);
    // Parts never run together: ["a", "bc"] is not ["ab", "c"].
    expect(entityTag(["a", "bc"])).not.toBe(entityTag(["ab", "c"]));
  });

  it("match If-None-Match alone, in a list, weak, or as *, and nothing else", () => {
    const tag = '"abc"';
    for (const header of ['"abc"', ' "x", "abc" ', 'W/"abc"', "*", '"x",W/"abc"'])
      expect(ifNoneMatches(header, tag), header).toBe(true);
    for (const header of ['"abcd"', "abc", '"x", "y"', "", "**"])
      expect(ifNoneMatches(header, tag), header).toBe(false);
    expect(ifNoneMatches(undefined, tag)).toBe(false);
    expect(ifNoneMatches("*", undefined)).toBe(false);
  });

  it("answer 304 with the tag and no body", () => {
    expect(notModified('"abc"')).toMatchObject({ status: 304, body: undefined, headers: { ETag: '"abc"' } });
  });
});
