import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { DOCS_PREFIX } from "./openapi.js";

/** The surfaces whose answers can carry a key text, a merchant token, a webhook secret or guest data. */
const NO_STORE = /^\/api\/(v1|merchant|admin)(\/|$)/;

/** Whether an answer must never be stored: every answer of those surfaces but the docs page. */
function noStore(request: FastifyRequest): boolean {
  // The route's own path when one matched: the URL may spell it percent-encoded (`/api/%761/…`).
  const path = request.routeOptions.url ?? request.url.split("?")[0]!;
  return NO_STORE.test(path) && path !== DOCS_PREFIX && !path.startsWith(`${DOCS_PREFIX}/`);
}

/**
 * Headers on every answer: helmet's (nosniff among them), a CSP under which an answer cannot load or
 * run anything (the docs page has its own, openapi.ts), and Cache-Control: no-store where an answer can
 * carry a secret or personal data, so no browser or proxy keeps one.
 */
export async function registerHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    // TLS ends in front of the gateway; whoever runs it decides on HSTS for the whole host.
    strictTransportSecurity: false,
  });
  app.addHook("onRequest", async (request, reply) => {
    if (noStore(request)) reply.header("cache-control", "no-store");
  });
}
