import { describe, expect, it } from "vitest";
import { isConnectionLost, isUnavailable, isUnstorableValue } from "./db-errors.js";
import { createLogger } from "./logger.js";
import { errorToReply } from "./rpc.js";

const pgError = (code: string, message = "refused") => Object.assign(new Error(message), { code });
const log = createLogger({ name: "test", level: "silent" });

describe("what a failed statement says about whose fault it was", () => {
  it.each([
    ["a refused connection", pgError("ECONNREFUSED"), { lost: true, unavailable: true, unstorable: false }],
    ["a server shutting down", pgError("57P01"), { lost: true, unavailable: true, unstorable: false }],
    [
      "a connection ended under a statement",
      new Error("Connection terminated unexpectedly"),
      { lost: true, unavailable: true, unstorable: false },
    ],
    [
      "a pool with no connection to give",
      new Error("timeout exceeded when trying to connect"),
      { lost: true, unavailable: true, unstorable: false },
    ],
    ["a statement timeout", pgError("57014"), { lost: false, unavailable: true, unstorable: false }],
    ["a deadlock", pgError("40P01"), { lost: false, unavailable: true, unstorable: false }],
    ["a lone surrogate in jsonb", pgError("22P02"), { lost: false, unavailable: false, unstorable: true }],
    ["an escape jsonb cannot hold", pgError("22P05"), { lost: false, unavailable: false, unstorable: true }],
    ["U+0000 in text", pgError("22021"), { lost: false, unavailable: false, unstorable: true }],
    ["an integer out of range", pgError("22003"), { lost: false, unavailable: false, unstorable: true }],
    ["a unique violation", pgError("23505"), { lost: false, unavailable: false, unstorable: false }],
    ["a plain bug", new TypeError("x is undefined"), { lost: false, unavailable: false, unstorable: false }],
  ])("%s", (_what, err, expected) => {
    expect({
      lost: isConnectionLost(err),
      unavailable: isUnavailable(err),
      unstorable: isUnstorableValue(err),
    }).toEqual(expected);
  });

  it("answers a value Postgres cannot store as a 422 field error on the body, naming nothing of it", () => {
    expect(errorToReply(pgError("22P05", 'unsupported Unicode escape sequence "\\ud800"'), log)).toEqual({
      status: 422,
      body: {
        message: "The request is not valid.",
        errors: { body: ["holds a value that cannot be stored"] },
      },
    });
  });
});
