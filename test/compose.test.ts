// Over 300 lines: every compose file, the Dockerfile and the image script, checked together without Docker.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { loadConfig, natsPasswordVariable, PROCESS_SECRETS } from "@reservations/service-kit";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// No Docker engine runs here, so the compose file is checked statically.
const compose = parse(readFileSync(new URL("../docker-compose.yml", import.meta.url), "utf8"), {
  merge: true,
});
const productionText = readFileSync(new URL("../docker-compose.production.yml", import.meta.url), "utf8");
const production = parse(productionText, { merge: true });
const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), "utf8");
const serve = read("scripts/serve.sh");
const imageTree = read("scripts/image-tree.sh");
const dockerignore = read(".dockerignore").split("\n");

interface Instruction {
  op: string;
  args: string;
  text: string;
}

/** The Dockerfile's instructions by stage: continuation lines joined, comments left out. */
function dockerfileStages(text: string): Instruction[][] {
  const joined = text.replace(/\\\n\s*/g, " ");
  const stages: Instruction[][] = [];
  for (const line of joined.split("\n")) {
    const m = /^([A-Z]+)\s+(.*)$/.exec(line.trim());
    if (!m) continue;
    const instruction = { op: m[1]!, args: m[2]!.replace(/\s+/g, " ").trim(), text: line };
    if (instruction.op === "FROM") stages.push([]);
    stages.at(-1)!.push(instruction);
  }
  return stages;
}
const stages = dockerfileStages(read("Dockerfile"));
const APP = ["gateway", "gateway-2", "keys", "inventory", "booking", "webhooks"];
const INFRA = ["postgres", "redis", "nats"];
const SERVICES = ["keys", "inventory", "booking", "webhooks"];
const urlVariable = (service: string) => `${service.toUpperCase()}_DATABASE_URL`;

describe("docker-compose.yml: the services and their image", () => {
  it("runs the three dependencies, the database setup and the five services", () => {
    expect(Object.keys(compose.services).sort()).toEqual([...APP, ...INFRA, "db-setup"].sort());
  });

  it.each([...APP, ...INFRA])("%s has a health check and a restart policy", (name) => {
    const svc = compose.services[name];
    expect(svc.healthcheck?.test).toBeTruthy();
    expect(svc.restart).toBe("unless-stopped");
  });

  it.each(APP)("%s runs the one image built from the repo, its command choosing the process", (name) => {
    const svc = compose.services[name];
    expect(svc.image).toBe(compose.services.gateway.image);
    expect(svc.build.context).toBe(".");
    expect(svc.build.args).toBeUndefined();
    // Built here, never pulled from a registry under the same name.
    expect(svc.pull_policy).toBe("build");
    const process = name.replace("-2", "");
    expect(svc.command).toEqual([process]);
    expect(serve).toMatch(/^\s*gateway \| keys \| inventory \| booking \| webhooks \| db-setup\)/m);
    expect(readFileSync(new URL(`../services/${process}/src/main.ts`, import.meta.url), "utf8")).toContain(
      "runMain",
    );
    const needs = name.startsWith("gateway") ? APP.filter((n) => !n.startsWith("gateway")) : INFRA;
    for (const dep of needs) expect(svc.depends_on[dep]).toEqual({ condition: "service_healthy" });
    if (!name.startsWith("gateway"))
      expect(svc.depends_on["db-setup"]).toEqual({ condition: "service_completed_successfully" });
  });
});

describe("docker-compose.yml: set-up, health checks, dependencies and secrets", () => {
  it("sets the database up once, as the superuser, from the same image, before any service starts", () => {
    const setup = compose.services["db-setup"];
    expect(setup.image).toBe(compose.services.gateway.image);
    expect(setup.build).toEqual(compose.services.keys.build);
    expect(setup.command).toEqual(["db-setup"]);
    expect(read("scripts/build.ts")).toMatch(
      /"db-setup\/main": `\$\{ROOT\}packages\/service-kit\/src\/db-setup\.ts`/,
    );
    expect(read("packages/service-kit/src/db-setup.ts")).toContain("setupServiceDatabases");
    expect(setup.restart).toBe("no");
    const healthy = { condition: "service_healthy" };
    expect(setup.depends_on).toEqual({ postgres: healthy, nats: healthy, redis: healthy });
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

  it.each(APP)("%s's health check asks its readiness endpoint with curl, without starting Node", (name) => {
    const svc = compose.services[name];
    const [form, tool, ...args] = svc.healthcheck.test as string[];
    expect(form).toBe("CMD");
    expect(tool).toBe("curl");
    // -f: an error status fails the check.
    expect(args.some((a) => /^-[a-zA-Z]*f/.test(a))).toBe(true);
    const port = name.startsWith("gateway") ? "3000" : String(svc.environment.OPS_PORT);
    expect(port).toMatch(/^\d+$/);
    expect(args.at(-1)).toBe(`http://127.0.0.1:${port}/readyz`);
    if (name.startsWith("gateway")) expect(svc.ports[0]).toMatch(/:3000"?$/);
    // The image has curl: the final stage installs it.
    expect(
      stages
        .at(-1)!
        .map((i) => i.text)
        .join("\n"),
    ).toMatch(/apt-get install .*\bcurl\b/);
  });

  it("points every service at the compose dependencies and runs NATS with JetStream", () => {
    for (const name of APP) {
      const env = compose.services[name].environment;
      // As its own user where it uses Redis (compose-redis.test.ts).
      if (env.REDIS_URL) expect(env.REDIS_URL).toMatch(/@redis:6379$/);
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

  it("runs sandbox by default; the production file requires each process's secrets of the operator's own", () => {
    for (const name of APP) expect(compose.services[name].environment.APP_ENV).toBe("sandbox");
    expect(Object.keys(production.services).sort()).toEqual(
      [...APP, "postgres", "redis", "nats", "db-setup"].sort(),
    );
    for (const name of APP) {
      const env = production.services[name].environment;
      expect(env.APP_ENV).toBe("production");
      // ${VAR:?message}: compose stops with the message when the variable is unset or empty.
      for (const variable of [...PROCESS_SECRETS[processOf(name)], "NATS_PASSWORD"])
        expect(env[variable], `${name} ${variable}`).toMatch(/^\$\{[A-Z_]+:\?.+\}$/);
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
});

describe("docker-compose.yml: NATS users, and only the secrets each process uses", () => {
  const SECRETS = ["PLATFORM_ADMIN_TOKEN", "CURSOR_SECRET", "WEBHOOK_SECRET_KEYS", "NATS_PASSWORD"];
  const given = (env: Record<string, string>) => SECRETS.filter((k) => k in env).sort();

  it("runs the setup step as NATS's user setup, which makes the event stream, the bucket and the consumers", () => {
    const setup = "NATS_SETUP_PASSWORD";
    expect(compose.services["db-setup"].environment[setup]).toBe(compose.services.nats.environment[setup]);
    const prod = production.services;
    expect(prod["db-setup"].environment[setup]).toBe(prod.nats.environment[setup]);
    expect(prod.nats.environment[setup]).toMatch(/^\$\{NATS_SETUP_PASSWORD:\?.+\}$/);
    for (const name of APP) expect(compose.services[name].environment[setup], name).toBeUndefined();
  });

  it("runs NATS with the generated authorization, reading each process's password", () => {
    const nats = compose.services.nats;
    expect(nats.command).toEqual(expect.arrayContaining(["-js", "-c", "/etc/nats/auth.conf"]));
    expect(nats.volumes).toContain("./deploy/base/nats-auth.conf:/etc/nats/auth.conf:ro");
    for (const name of APP) {
      const env = compose.services[name].environment;
      expect(env.NATS_USER).toBe(processOf(name));
      expect(env.NATS_PASSWORD).toBe(nats.environment[natsPasswordVariable(processOf(name))]);
      expect(production.services[name].environment.NATS_PASSWORD).toBe(
        production.services.nats.environment[natsPasswordVariable(processOf(name))],
      );
    }
    // nats-server itself reads the file with the sandbox's passwords.
    const env = Object.fromEntries(Object.entries(nats.environment).map(([k, v]) => [k, resolve(String(v))]));
    execFileSync("nats-server", ["-t", "-c", "deploy/base/nats-auth.conf"], {
      cwd: new URL("..", import.meta.url),
      env: { ...process.env, ...env },
      stdio: "pipe",
    });
  });

  it.each(APP)("%s is given only the secrets it uses, and starts in production with them", (name) => {
    const uses = [...PROCESS_SECRETS[processOf(name)], "NATS_PASSWORD"].sort();
    const productionEnv = {
      ...compose.services[name].environment,
      ...production.services[name].environment,
    };
    expect(given(productionEnv)).toEqual(uses);
    // The sandbox leaves WEBHOOK_SECRET_KEYS to its documented key.
    expect(given(compose.services[name].environment)).toEqual(
      uses.filter((s) => s !== "WEBHOOK_SECRET_KEYS"),
    );
    const strong = {
      PLATFORM_ADMIN_TOKEN: "a".repeat(40),
      CURSOR_SECRET: "c".repeat(40),
      WEBHOOK_SECRET_KEYS: `k1:${Buffer.alloc(32, 1).toString("base64")}`,
      [natsPasswordVariable(processOf(name))]: `p${"0".repeat(40)}`,
    };
    const env = Object.fromEntries(
      Object.entries(productionEnv).map(([k, v]) => [k, resolve(String(v), { ...strong, ...dbPasswords })]),
    );
    expect(() => loadConfig(env, processOf(name))).not.toThrow();
  });
});

/** The database roles' passwords, and the Redis users' (GATEWAY_REDIS_PASSWORD…). */
const dbPasswords = Object.fromEntries(
  [
    ...SERVICES.map((s) => `${s.toUpperCase()}_DATABASE`),
    "GATEWAY_REDIS",
    "BOOKING_REDIS",
    "WEBHOOKS_REDIS",
  ].map((v) => [`${v}_PASSWORD`, "9f3c1e"]),
);
const processOf = (name: string) => name.replace("-2", "") as keyof typeof PROCESS_SECRETS;

/** A compose value with its ${VAR:-default} and ${VAR:?message} made from `env`, as compose would. */
function resolve(value: string, env: Record<string, string> = {}): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    if (env[name]) return env[name]!;
    if (kind === "-") return rest ?? "";
    throw new Error(`${name}: ${rest}`);
  });
}

describe("Dockerfile", () => {
  const final = stages.at(-1)!;
  const all = stages.flat();
  const nodeMajor = JSON.parse(
    readFileSync(new URL("../package.json", import.meta.url), "utf8"),
  ).devDependencies.node.split(".")[0];

  it("builds on the Node LTS that pnpm runs everywhere else, slim Debian", () => {
    for (const from of all.filter((i) => i.op === "FROM" && !/^[\w-]+( AS [\w-]+)?$/i.test(i.args))) {
      expect(from.args).toMatch(new RegExp(`^node:${nodeMajor}-bookworm-slim\\b`));
    }
    expect(nodeMajor).toBe("24");
  });

  it("installs from the lockfile, compiles, and ships production dependencies only", () => {
    const run = all.filter((i) => i.op === "RUN").map((i) => i.args);
    expect(run).toContain("pnpm install --frozen-lockfile");
    expect(run).toContain("pnpm build");
    expect(run).toContain("pnpm install --frozen-lockfile --prod --config.node-linker=hoisted");
    const copies = final.filter((i) => i.op === "COPY").map((i) => i.args);
    expect(copies).toEqual([
      "--from=prod-deps /app/node_modules ./node_modules",
      "--from=build /app/dist ./dist",
    ]);
  });

  it("copies every workspace package's manifest before installing", () => {
    const copied = all.filter((i) => i.op === "COPY").map((i) => i.args.split(" ")[0]);
    for (const dir of ["packages", "services"]) {
      for (const name of readdirSync(new URL(`../${dir}/`, import.meta.url))) {
        expect(copied).toContain(`${dir}/${name}/package.json`);
      }
    }
  });

  it("runs as a non-root user in production mode, the command naming the process", () => {
    const last = (op: string) => final.filter((i) => i.op === op).at(-1)?.args;
    expect(last("USER")).toBe("node");
    expect(last("ENV")).toContain("NODE_ENV=production");
    expect(last("ENTRYPOINT")).toBe('["/app/dist/serve.sh"]');
    // Compiled JavaScript: nothing in the image starts TypeScript.
    expect(serve).toMatch(/exec node --import "\$dir\/instrument\.mjs" "\$dir\/\$name\/main\.mjs" "\$@"/);
    expect(`${serve}\n${final.map((i) => i.text).join("\n")}`).not.toMatch(/tsx|\.ts\b/);
  });

  it("has the same build steps as scripts/image-tree.sh, which checks the image without Docker", () => {
    for (const run of all.filter((i) => i.op === "RUN" && i.args.startsWith("pnpm"))) {
      expect(imageTree).toContain(run.args);
    }
    for (const ignored of ["node_modules", "**/node_modules", "dist", ".git"]) {
      expect(dockerignore).toContain(ignored);
    }
  });
});
