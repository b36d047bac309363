import type { ReplyEnvelope } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import { decodeJson, decodeRawReply, encodeJson, encodeReply, JsonText } from "./rpc.js";

describe("replies passed on without parsing their body", () => {
  const cases: { status: number; body?: unknown; headers?: Record<string, string> }[] = [
    { status: 200, body: { data: [{ unit_id: "unit_1", available: true, remaining_capacity: 1 }] } },
    { status: 201, body: { data: { note: 'a "body": inside, and } { braces' } }, headers: { "X-A": "1" } },
    {
      status: 429,
      body: { message: "Too many", error_code: "KEY_HOLD_LIMIT_REACHED", limit: 3, used: 3 },
      headers: { "Retry-After": "12", Odd: 'quote " and brace } and backslash \\' },
    },
    { status: 204 },
    { status: 200, body: null },
    { status: 200, body: "text" },
    { status: 422, body: { message: "Invalid", errors: { "guest.email": ["must be an email"] } } },
  ];

  it("gives back status, headers and the body's exact JSON, as bytes", () => {
    for (const reply of cases) {
      const wire = encodeReply(reply as ReplyEnvelope);
      // Still an ordinary JSON envelope for every other reader.
      expect(decodeJson(wire)).toEqual(reply);
      const raw = decodeRawReply(wire);
      expect(raw.status).toBe(reply.status);
      expect(raw.headers).toEqual(reply.headers);
      expect(raw.body?.toString("utf8")).toBe(
        reply.body === undefined ? undefined : JSON.stringify(reply.body),
      );
    }
  });

  it("sends a body kept as JSON text as it is, the same bytes as the value it was made from", () => {
    const value = {
      data: [{ unit_id: "unit_1", available: false, remaining_capacity: 0 }],
      next_cursor: null,
    };
    const kept = new JsonText(JSON.stringify(value));
    const wire = encodeReply({ status: 200, body: kept } as unknown as ReplyEnvelope);
    expect(
      Buffer.from(wire).equals(Buffer.from(encodeReply({ status: 200, body: value } as ReplyEnvelope))),
    ).toBe(true);
    expect(decodeRawReply(wire).body?.toString("utf8")).toBe(kept.text);
    // Serialised anyway (a test, a log), it is the value again, not a string of it.
    expect(JSON.parse(JSON.stringify({ body: kept }))).toEqual({ body: value });
  });

  it("parses in full a reply written some other way", () => {
    const wire = encodeJson({ body: { data: 1 }, headers: { A: "b" }, status: 200 });
    const raw = decodeRawReply(wire);
    expect(raw).toMatchObject({ status: 200, headers: { A: "b" } });
    expect(raw.body?.toString("utf8")).toBe('{"data":1}');
  });

  it("keeps a body's non-ASCII characters byte for byte, and reads envelopes it did not write", () => {
    const body = { data: { name: "Chalet Zürich – 山の家 🏔", note: '"body":}' } };
    const raw = decodeRawReply(encodeReply({ status: 200, body, headers: { "X-Ü": "ß" } } as ReplyEnvelope));
    expect(raw.headers).toEqual({ "X-Ü": "ß" });
    expect(raw.body?.toString("utf8")).toBe(JSON.stringify(body));
    expect(decodeRawReply(encodeJson({ status: 200 }))).toEqual({ status: 200 });
    // Not encodeReply's form, though it begins like it: parsed whole.
    const other = decodeRawReply(encodeJson({ status: 200, extra: 1, body: [1] }));
    expect(other.body?.toString("utf8")).toBe("[1]");
  });
});
