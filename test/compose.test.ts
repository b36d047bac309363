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
const SERVICES = ["keys", "inventory", "booking", "webhooks"];
const urlVariable = (service: string) => `${service.toUpperCase()}_DATABASE_URL`;

describe("docker-compose.yml", () => {
  it("runs the three dependencies, the database setup and the five services", () => {
    expect(Object.keys(compose.services).sort()).toEqual([...APP, ...INFRA, "db-setup"].sort());
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
    if (!name.startsWith("gateway"))
      expect(svc.depends_on["db-setup"]).toEqual({ condition: "service_completed_successfully" });
    expect(
      readFileSync(new URL(`../services/${svc.build.args.SERVICE}/src/main.ts`, import.meta.url), "utf8"),
    ).toContain("runMain");
  });

  it("sets the database up once, as the superuser, before any service starts", () => {
    const setup = compose.services["db-setup"];
    expect(setup.build).toEqual(compose.services.keys.build);
    expect(setup.command.join(" ")).toBe("node --import tsx packages/service-kit/src/db-setup.ts");
    expect(
      readFileSync(new URL("../packages/service-kit/src/db-setup.ts", import.meta.url), "utf8"),
    ).toContain("setupServiceDatabases");
    expect(setup.restart).toBe("no");
    expect(setup.depends_on).toEqual({ postgres: { condition: "service_healthy" } });
    expect(setup.environment.DATABASE_URL).toBe("postgres://postgres:postgres@postgres:5432/reservations");
    for (const s of SERVICES) expect(setup.environment[urlVariable(s)]).toBeTruthy();
  });

  it("gives each service only its own database URL, as its own role, and the gateway none", () => {
    const setup = compose.services["db-setup"].environment;
    for (const name of APP) {
      const env = compose.services[name].environment;
      const own = name.startsWith("gateway") ? [] : [urlVariable(name)];
      expect(Object.keys(env).filter((k) => k.includes("DATABASE_URL"))).toEqual(own);
      for (const variable of own) {
        expect(env[variable]).toBe(setup[variable]);
        const url = new URL(env[variable].replace(/\$\{[^}]+\}/, "secret"));
        expect(url.username).toBe(`reservations_${name}`);
        expect(`${url.host}${url.pathname}`).toBe("postgres:5432/reservations");
        // The sandbox's password is an example, which production refuses.
        expect(env[variable]).toContain(`\${${name.toUpperCase()}_DATABASE_PASSWORD:-sandbox-`);
      }
    }
  });

  it("points every service at the compose dependencies and runs NATS with JetStream", () => {
    for (const name of APP) {
      const env = compose.services[name].environment;
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
    expect(Object.keys(production.services).sort()).toEqual([...APP, "postgres", "db-setup"].sort());
    for (const name of APP) {
      const env = production.services[name].environment;
      expect(env.APP_ENV).toBe("production");
      // ${VAR:?message}: compose stops with the message when the variable is unset or empty.
      for (const variable of ["PLATFORM_ADMIN_TOKEN", "CURSOR_SECRET", "WEBHOOK_SECRET_KEYS"])
        expect(env[variable]).toMatch(new RegExp(`^\\$\\{${variable}:\\?.+\\}$`));
    }
  });

  it("requires in production a password of the operator's own for the superuser and every service's role", () => {
    expect(production.services.postgres.environment.POSTGRES_PASSWORD).toMatch(
      /^\$\{POSTGRES_PASSWORD:\?.+\}$/,
    );
    const setup = production.services["db-setup"].environment;
    expect(setup.DATABASE_URL).toMatch(
      /^postgres:\/\/postgres:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/reservations$/,
    );
    for (const s of SERVICES) {
      const url = production.services[s].environment[urlVariable(s)];
      const password = `${s.toUpperCase()}_DATABASE_PASSWORD`;
      expect(url).toMatch(
        new RegExp(`^postgres://reservations_${s}:\\$\\{${password}:\\?[^}]+\\}@postgres:5432/reservations$`),
      );
      expect(setup[urlVariable(s)]).toBe(url);
    }
  });

  it("has a Dockerfile that installs from the lockfile and starts the chosen service", () => {
    expect(dockerfile).toContain("pnpm install --frozen-lockfile");
    expect(dockerfile).toContain("ARG SERVICE");
    expect(dockerfile).toMatch(/services\/\$\{SERVICE\}\/src\/main\.ts/);
  });
});
