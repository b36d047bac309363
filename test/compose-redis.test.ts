import { readFileSync } from "node:fs";
import { REDIS_PROCESSES, REDIS_URL_VARIABLES, type RedisProcess } from "@reservations/service-kit";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// The compose files' Redis users, checked statically (no Docker engine runs here): each process that
// uses Redis connects as its own user, which db-setup makes as the default user.

const load = (file: string) =>
  parse(readFileSync(new URL(`../${file}`, import.meta.url), "utf8"), { merge: true });
const compose = load("docker-compose.yml");
const production = load("docker-compose.production.yml");
const APP = ["gateway", "gateway-2", "keys", "inventory", "booking", "webhooks"];
const processOf = (name: string) => name.replace("-2", "");

describe("docker-compose.yml: a Redis user per process", () => {
  it.each(APP)("%s connects as its own Redis user, or not at all when it uses none", (name) => {
    const own = processOf(name);
    const env = compose.services[name].environment;
    if (!REDIS_PROCESSES.includes(own as RedisProcess)) {
      expect(env.REDIS_URL).toBeUndefined();
      return;
    }
    // Sandbox: a documented example password; production: one the operator must set.
    expect(env.REDIS_URL).toMatch(new RegExp(`^redis://${own}:\\$\\{[A-Z_]+:-sandbox-[^}]+\\}@redis:6379$`));
    expect(production.services[name].environment.REDIS_URL).toMatch(
      new RegExp(`^redis://${own}:\\$\\{[A-Z_]+:\\?[^}]+\\}@redis:6379$`),
    );
  });

  it("has db-setup make each user, with the URL its process connects with, once Redis is up", () => {
    for (const file of [compose, production]) {
      const setup = file.services["db-setup"].environment;
      for (const p of REDIS_PROCESSES) {
        const processUrl = file.services[p].environment.REDIS_URL;
        expect(setup[REDIS_URL_VARIABLES[p]], p).toBe(processUrl);
      }
    }
    expect(compose.services["db-setup"].depends_on.redis).toEqual({ condition: "service_healthy" });
    expect(compose.services["db-setup"].environment.REDIS_URL).toBe("redis://redis:6379");
  });

  it("in production, closes the default user with a password only db-setup and the health check know", () => {
    const redis = production.services.redis;
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own variable syntax
    expect(redis.command.slice(-2)).toEqual(["--requirepass", "${REDIS_PASSWORD:?set REDIS_PASSWORD}"]);
    expect(redis.environment.REDISCLI_AUTH).toBe(redis.command.at(-1));
    expect(production.services["db-setup"].environment.REDIS_URL).toBe(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own variable syntax
      "redis://:${REDIS_PASSWORD:?set REDIS_PASSWORD}@redis:6379",
    );
    // The processes get their own users' passwords, never the default user's.
    for (const name of APP)
      expect(JSON.stringify(production.services[name])).not.toMatch(/\$\{REDIS_PASSWORD\b/);
  });
});
