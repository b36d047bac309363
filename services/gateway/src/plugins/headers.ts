import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { DOCS_PREFIX } from "./openapi.js";

/** The surfaces whose answers can carry a key text, a merchant token, a webhook secret or guest data. */
const NO_STORE = /^\/api\/(v1|merchant|admin)(\/|$)/;

/** Whether an answer for this path must never be stored: every answer of those surfaces but the docs page. */
const noStorePath = (path: string) =>
  NO_STORE.test(path) && path !== DOCS_PREFIX && !path.startsWith(`${DOCS_PREFIX}/`);

/** The verdict for each route's own path, worked out on its first request: the routes are a fixed set. */
const noStoreByRoute = new Map<string, boolean>();

function noStore(request: FastifyRequest): boolean {
  // The route's own path when one matched: the URL may spell it percent-encoded (`/api/%761/…`).
  const route = request.routeOptions.url;
  if (route === undefined) return noStorePath(request.url.split("?")[0]!);
  let verdict = noStoreByRoute.get(route);
  if (verdict === undefined) {
    verdict = noStorePath(route);
    noStoreByRoute.set(route, verdict);
  }
  return verdict;
}

/** helmet's options: a CSP under which an answer cannot load or run anything (the docs page has its own, openapi.ts). */
const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  // TLS ends in front of the gateway; whoever runs it decides on HSTS for the whole host.
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets with these options, read once from a throwaway instance. They are the same
 * on every answer, and @fastify/helmet would build helmet's middleware (CSP parsing included) again
 * for each request.
 */
async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, HELMET_OPTIONS);
  let headers: Record<string, string> = {};
  probe.get("/", (_request, reply) => {
    headers = Object.fromEntries(
      Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]),
    );
    reply.send();
  });
  await probe.inject("/");
  await probe.close();
  if (headers["x-content-type-options"] !== "nosniff") throw new Error("helmet set none of its headers");
  return headers;
}

/**
 * Headers on every answer: helmet's (nosniff among them), and Cache-Control: no-store where an answer
 * can carry a secret or personal data, so no browser or proxy keeps one.
 */
export async function registerHeaders(app: FastifyInstance): Promise<void> {
  const secure = await helmetHeaders();
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(secure);
    if (noStore(request)) reply.header("cache-control", "no-store");
    done();
  });
}
