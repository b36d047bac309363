import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { BaseConfig, Logger } from "@reservations/service-kit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export const CONSOLE_PREFIX = "/console";

/**
 * The console's CSP: its one script and one style sheet come from this origin, it talks to this
 * origin only, and nothing inline runs or styles anything.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "base-uri 'none'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
].join("; ");

/** Built file names carry a hash of their content: a browser may keep them for good. */
const HASHED = /-[A-Z0-9]{8}\.(js|css)(\.br|\.gz)?$/;

/** Where the built console is: CONSOLE_DIR, else the `console` folder beside the compiled gateway. */
export const consoleDir = (config: BaseConfig) =>
  config.CONSOLE_DIR ?? fileURLToPath(new URL("../console/", import.meta.url));

/**
 * The hotel console at /console: its built files (the brotli or gzip copy when the browser takes
 * one), and index.html for every other path below it, which the app routes in the browser. Without
 * a build the gateway says so at start and /console answers 404 like any unknown path.
 */
export async function registerConsole(app: FastifyInstance, config: BaseConfig, log: Logger): Promise<void> {
  const root = consoleDir(config);
  if (!existsSync(join(root, "index.html"))) {
    log.warn({ dir: root }, "the hotel console is not built (pnpm build); /console is not served");
    return;
  }
  await app.register(async (scope) => {
    scope.addHook("onRequest", (_request, reply, done) => {
      reply.header("content-security-policy", CONSOLE_CSP);
      done();
    });
    await scope.register(fastifyStatic, {
      root,
      prefix: `${CONSOLE_PREFIX}/`,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.header("cache-control", HASHED.test(path) ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
    const page = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.header("cache-control", "no-cache").sendFile("index.html");
    scope.get(CONSOLE_PREFIX, { schema: { hide: true } }, page);
    scope.get(`${CONSOLE_PREFIX}/*`, { schema: { hide: true } }, page);
  });
}
