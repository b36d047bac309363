import {
  API_VERSIONS,
  type ApiVersion,
  type ApiVersionInfo,
  AppError,
  DEFAULT_API_VERSION,
  NEWEST_API_VERSION,
  type VersionSchedule,
  versionList,
} from "@reservations/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorRenderings, prepareRouteRenderings, renderingOf } from "./api-version-routes.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The version the call answers in: its Api-Version header, else its key's, else 2026-11-21. */
    apiVersion: ApiVersion;
    /** The answer was written in the call's version from a wire form already rendered (wireInVersion). */
    answerInVersion: boolean;
  }
}

const known = (name: string): name is ApiVersion => (API_VERSIONS as readonly string[]).includes(name);

/** A version's dates as answer headers: Deprecation (RFC 9745), Sunset (RFC 8594) and their Link. */
function deprecationHeaders(schedule: VersionSchedule, version: ApiVersion, baseUrl: string) {
  const dates = schedule[version];
  if (!dates?.deprecated_on) return undefined;
  const headers: Record<string, string> = {
    deprecation: `@${Date.parse(`${dates.deprecated_on}T00:00:00Z`) / 1000}`,
    link: `<${baseUrl}/api/v1/versions>; rel="deprecation"; type="application/json"`,
  };
  if (dates.sunset_on) headers.sunset = new Date(`${dates.sunset_on}T00:00:00Z`).toUTCString();
  return headers;
}

/**
 * The version layer: every call's version is resolved here, its request rendered up to the newest
 * shapes before validation and its answer rendered down after the service wrote it; the services
 * only ever speak the newest version.
 */
export function registerApiVersions(
  app: FastifyInstance,
  options: { schedule: VersionSchedule; baseUrl: string; today?: () => string },
): { afterAuthentication: () => void } {
  const { schedule, baseUrl } = options;
  const today = options.today ?? (() => new Date().toISOString().slice(0, 10));
  prepareRouteRenderings(app);

  const scheduled = Object.keys(schedule).length > 0;
  // The versions' status changes only with the day: worked out once a day, not on every call.
  let listed: { day: string; list: ApiVersionInfo[] } | undefined;
  const listToday = () => {
    const day = today();
    if (listed?.day !== day) listed = { day, list: versionList(schedule, day) };
    return listed.list;
  };

  const settle = (request: FastifyRequest, reply: FastifyReply, version: ApiVersion) => {
    request.apiVersion = version;
    reply.header("api-version", version);
    if (!scheduled) return;
    const status = listToday().find((v) => v.version === version)!;
    // What needs no credential (health, the versions, the documents) answers the same in every version.
    if (status.status === "sunset" && request.routeOptions.config.auth !== undefined) {
      throw new AppError("API_VERSION_SUNSET", {
        extra: {
          versions: listToday()
            .filter((v) => v.status !== "sunset")
            .map((v) => v.version),
          sunset_on: status.sunset_on!,
        },
      });
    }
    const headers =
      status.status === "deprecated" ? deprecationHeaders(schedule, version, baseUrl) : undefined;
    if (headers) reply.headers(headers);
  };

  app.decorateRequest("apiVersion", DEFAULT_API_VERSION);
  app.decorateRequest("answerInVersion", false);
  // Before the limits and credentials, so every answer, a refusal's too, says its version.
  app.addHook("onRequest", (request, reply, done) => {
    const named = request.headers["api-version"];
    if (named === undefined) {
      reply.header("api-version", DEFAULT_API_VERSION);
      return done();
    }
    const version = String(named).trim();
    if (!known(version)) {
      reply.header("api-version", DEFAULT_API_VERSION);
      return done(new AppError("API_VERSION_UNKNOWN", { extra: { versions: [...API_VERSIONS] } }));
    }
    try {
      settle(request, reply, version);
      done();
    } catch (err) {
      done(err as Error);
    }
  });

  app.addHook("preValidation", (request, _reply, done) => {
    const up = renderingOf(request)?.requestUp;
    if (up && request.body && typeof request.body === "object") request.body = up(request.body);
    done();
  });

  app.addHook("onSend", (request, reply, payload, done) => {
    const down =
      request.apiVersion === NEWEST_API_VERSION || request.answerInVersion
        ? undefined
        : reply.statusCode >= 400
          ? errorRenderings().get(request.apiVersion)?.answerDown
          : renderingOf(request)?.answerDown;
    if (!down) return done(null, payload);
    const type = String(reply.getHeader("content-type") ?? "");
    if (payload === null || payload === undefined || !type.startsWith("application/json")) {
      return done(null, payload);
    }
    if (typeof payload === "string") return done(null, down(payload));
    if (Buffer.isBuffer(payload)) return done(null, down(payload.toString("utf8")));
    // A streamed body is written from a wire form, rendered before (wireInVersion).
    if (!request.answerInVersion)
      return done(new Error(`${request.routeOptions.url} streams an answer not rendered for its version`));
    done(null, payload);
  });

  return {
    /** A call without Api-Version answers in its key's version, known once the key is, else in 2026-11-21. */
    afterAuthentication() {
      app.addHook("onRequest", (request, reply, done) => {
        if (request.headers["api-version"] !== undefined) return done();
        try {
          settle(request, reply, request.apiKeyVersion ?? DEFAULT_API_VERSION);
          done();
        } catch (err) {
          done(err as Error);
        }
      });
    },
  };
}

/**
 * The compact wire form a route writes a large body from (the runs of /rates), rendered in the
 * call's version: rendering a few hundred KB of runs costs far less than the tens of MB written
 * from them. The wire form names its amounts as the body does.
 */
export function wireInVersion(request: FastifyRequest, json: Buffer): Buffer {
  if (request.apiVersion === NEWEST_API_VERSION) return json;
  const down = renderingOf(request)?.answerDown;
  request.answerInVersion = true;
  return down ? Buffer.from(down(json.toString("utf8"))) : json;
}
