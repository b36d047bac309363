import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// No Docker engine runs here, so the compose file is checked statically.
const compose = parse(readFileSync(new URL("../docker-compose.yml", import.meta.url), "utf8"), {
  merge: true,
});
const productionText = readFileSync(new URL("../docker-compose.production.yml", import.meta.url), "utf8");
const production = parse(productionText, { merge: true });
const dockerfile = readFileSync(new URL("../Dockerfile", import.meta.url), "utf8");
const APP = ["gateway", "gateway-2", "keys", "inventory", "booking", "webhooks"];
const INFRA = ["postgres", "redis", "nats"];

describe("docker-compose.yml", () => {
  it("runs the three dependencies and the five services", () => {
    expect(Object.keys(compose.services).sort()).toEqual([...APP, ...INFRA].sort());
  });

  it.each([...APP, ...INFRA])("%s has a health check and a restart policy", (name) => {
    const svc = compose.services[name];
    expect(svc.healthcheck?.test).toBeTruthy();
    expect(svc.restart).toBe("unless-stopped");
  });

  it.each(APP)("%s is built from the repo for its own entry point and waits for what it needs", (name) => {
    const svc = compose.services[name];
    expect(svc.build.context).toBe(".");
    expect(svc.build.args.SERVICE).toBe(name.replace("-2", ""));
    const needs = name.startsWith("gateway") ? APP.filter((n) => !n.startsWith("gateway")) : INFRA;
    for (const dep of needs) expect(svc.depends_on[dep]).toEqual({ condition: "service_healthy" });
    expect(
      readFileSync(new URL(`../services/${svc.build.args.SERVICE}/src/main.ts`, import.meta.url), "utf8"),
    ).toContain("runMain");
  });

  it("points every service at the compose dependencies and runs NATS with JetStream", () => {
    for (const name of APP) {
      const env = compose.services[name].environment;
      expect(env.DATABASE_URL).toContain("@postgres:5432/");
      expect(env.REDIS_URL).toBe("redis://redis:6379");
      expect(env.NATS_URL).toBe("nats://nats:4222");
      // Metrics and probes on a port inside the network: only the gateways' API port is published.
      expect(env.OPS_PORT).toBe(9464);
    }
    expect(compose.services.nats.command).toContain("-js");
    // Scale-out: two copies of every service, two gateways.
    for (const name of ["keys", "inventory", "booking", "webhooks"])
      expect(compose.services[name].deploy.replicas).toBe(2);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own variable syntax
    expect(compose.services["gateway-2"].ports).toEqual(["${PORT_2:-3001}:3000"]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own variable syntax
    expect(compose.services.gateway.ports).toEqual(["${PORT:-3000}:3000"]);
  });

  it("runs sandbox by default; the production file requires every secret of the operator's own", () => {
    for (const name of APP) expect(compose.services[name].environment.APP_ENV).toBe("sandbox");
    expect(Object.keys(production.services).sort()).toEqual([...APP].sort());
    for (const name of APP) {
      const env = production.services[name].environment;
      expect(env.APP_ENV).toBe("production");
      // ${VAR:?message}: compose stops with the message when the variable is unset or empty.
      for (const variable of ["PLATFORM_ADMIN_TOKEN", "CURSOR_SECRET", "WEBHOOK_SECRET_KEYS"])
        expect(env[variable]).toMatch(new RegExp(`^\\$\\{${variable}:\\?.+\\}$`));
    }
  });

  it("has a Dockerfile that installs from the lockfile and starts the chosen service", () => {
    expect(dockerfile).toContain("pnpm install --frozen-lockfile");
    expect(dockerfile).toContain("ARG SERVICE");
    expect(dockerfile).toMatch(/services\/\$\{SERVICE\}\/src\/main\.ts/);
  });
});
