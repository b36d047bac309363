import { SERVICES } from "@reservations/contracts";
import { natsAuthorizationConfig, natsPasswordVariable, PROCESS_SECRETS } from "@reservations/service-kit";
import { describe, expect, it } from "vitest";
import {
  configMaps,
  containerEnv,
  type K8sObject,
  named,
  OVERLAY_ENTRIES,
  objects,
  ofKind,
  operationsSection,
} from "./support/kustomize.js";

// Trust inside the Kubernetes deployment, read from the rendered overlays: which secrets each
// container gets, NATS users, metrics, the database setup before the services, network policies.

const PROCESSES = ["gateway", ...SERVICES] as const;
type Process = (typeof PROCESSES)[number];
/** The processes that use Redis (request limits; hold expiry and delivery jobs). */
const REDIS_USERS: Process[] = ["gateway", "booking", "webhooks"];
const databaseVariable = (s: string) => `${s.toUpperCase()}_DATABASE_URL`;

/** What each process's container reads from Secrets: exactly what its code uses. */
function usedSecrets(name: Process): string[] {
  return [
    ...PROCESS_SECRETS[name],
    "NATS_PASSWORD",
    ...(name === "gateway" ? [] : [databaseVariable(name)]),
    ...(REDIS_USERS.includes(name) ? ["REDIS_URL"] : []),
  ].sort();
}

// biome-ignore lint/suspicious/noExplicitAny: selectors and containers of validated objects
type Any = any;

/** Whether a label selector (matchLabels, matchExpressions with In) selects these labels; {} selects all. */
function selectsPod(selector: Any, labels: Record<string, string>): boolean {
  const byLabel = Object.entries(selector?.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpression = (selector?.matchExpressions ?? []).every(
    (e: Any) => e.operator === "In" && e.values.includes(labels[e.key]),
  );
  return byLabel && byExpression;
}

/** The egress rules that apply to a pod, each named by what it reaches. */
function egressOf(all: K8sObject[], labels: Record<string, string>): string[] {
  const kinds = new Set<string>();
  for (const p of ofKind(all, "NetworkPolicy").filter((p) => selectsPod(p.spec.podSelector, labels))) {
    for (const rule of p.spec.egress ?? []) kinds.add(reach(rule));
  }
  return [...kinds].sort();
}

function reach(rule: Any): string {
  const ports = (rule.ports ?? []).map((p: Any) => p.port).join(",");
  const to = rule.to ?? [];
  if (ports === "53,53" && to[0]?.podSelector?.matchLabels?.["k8s-app"] === "kube-dns") return "dns";
  if (ports === "4222" && to[0]?.podSelector?.matchLabels?.["app.kubernetes.io/name"] === "nats")
    return "nats";
  if (ports === "6222" && to[0]?.podSelector?.matchLabels?.["app.kubernetes.io/name"] === "nats")
    return "nats-routes";
  if (ports === "5432") return "postgres";
  if (ports === "6379") return "redis";
  if (ports === "" && to.every((t: Any) => t.ipBlock)) {
    const except = to.flatMap((t: Any) => t.ipBlock.except ?? []);
    for (const privateRange of [
      "10.0.0.0/8",
      "172.16.0.0/12",
      "192.168.0.0/16",
      "169.254.0.0/16",
      "fc00::/7",
    ])
      if (!except.includes(privateRange)) return `anywhere, ${privateRange} too`;
    return "the internet";
  }
  return JSON.stringify(rule);
}

describe.each(OVERLAY_ENTRIES)("deploy/overlays/%s: secrets and NATS users", (overlay) => {
  const all = () => objects(overlay);
  const secretsOf = (container: Any) => [...containerEnv(container, configMaps(all())).fromSecret].sort();

  it.each(PROCESSES)("%s's containers are given only the secrets they use", (name) => {
    const pod = named(all(), "Deployment", name).spec.template.spec;
    expect(secretsOf(pod.containers[0])).toEqual(usedSecrets(name));
    for (const init of pod.initContainers ?? []) expect(secretsOf(init)).toEqual([databaseVariable(name)]);
  });

  it("gives the setup Job the admin's URL and the services' roles, and NATS the processes' passwords only", () => {
    const job = named(all(), "Job", "db-setup").spec.template.spec.containers[0];
    expect(secretsOf(job)).toEqual(
      [
        "DATABASE_ADMIN_URL",
        "NATS_SETUP_PASSWORD",
        ...SERVICES.map(databaseVariable),
        // It makes each Redis user, as Redis's admin.
        "REDIS_ADMIN_URL",
        ...REDIS_USERS.map((p) => `${p.toUpperCase()}_REDIS_URL`),
      ].sort(),
    );
    const nats = named(all(), "StatefulSet", "nats").spec.template.spec.containers[0];
    expect(secretsOf(nats)).toEqual([...PROCESSES, "setup" as const].map(natsPasswordVariable).sort());
  });

  it("makes each process a NATS user of its own, its password the Secret key the NATS server reads", () => {
    const nats = named(all(), "StatefulSet", "nats");
    const natsEnv = nats.spec.template.spec.containers[0].env;
    for (const name of PROCESSES) {
      const env = named(all(), "Deployment", name).spec.template.spec.containers[0].env as Any[];
      expect(env.find((e) => e.name === "NATS_USER")?.value).toBe(name);
      const own = env.find((e) => e.name === "NATS_PASSWORD")?.valueFrom?.secretKeyRef;
      expect(own).toEqual({ name: "reservations-nats", key: name });
      expect(
        natsEnv.find((e: Any) => e.name === natsPasswordVariable(name))?.valueFrom?.secretKeyRef,
      ).toEqual(own);
    }
    // The setup Job is NATS's user setup, the only one that makes streams and consumers.
    const job = named(all(), "Job", "db-setup").spec.template.spec.containers[0].env as Any[];
    const setup = job.find((e) => e.name === "NATS_SETUP_PASSWORD")?.valueFrom?.secretKeyRef;
    expect(setup).toEqual({ name: "reservations-nats", key: "setup" });
    expect(natsEnv.find((e: Any) => e.name === "NATS_SETUP_PASSWORD")?.valueFrom?.secretKeyRef).toEqual(
      setup,
    );
    const config = nats.spec.template.spec.volumes.find((v: Any) => v.name === "config").configMap.name;
    const files = configMaps(all()).get(config)!;
    expect(files["nats.conf"]).toMatch(/^include \.\/nats-auth\.conf$/m);
    expect(files["nats-auth.conf"]).toBe(natsAuthorizationConfig());
  });

  it("names in docs/operations.md every Secret and key a container reads", () => {
    const kubernetes = operationsSection("Kubernetes");
    const pods = [...ofKind(all(), "Deployment"), ...ofKind(all(), "StatefulSet"), ...ofKind(all(), "Job")];
    for (const pod of pods) {
      const spec = pod.spec.template.spec;
      for (const c of [...spec.containers, ...(spec.initContainers ?? [])]) {
        for (const e of c.env ?? []) {
          const ref = e.valueFrom?.secretKeyRef;
          if (!ref) continue;
          expect(kubernetes, `docs/operations.md names ${ref.name}`).toContain(`\`${ref.name}\``);
          expect(kubernetes, `docs/operations.md names ${ref.name}'s key ${ref.key}`).toContain(
            `\`${ref.key}\``,
          );
        }
      }
    }
  });
});

describe.each(OVERLAY_ENTRIES)("deploy/overlays/%s: metrics and the database setup", (overlay) => {
  const all = () => objects(overlay);
  const deployments = () => ofKind(all(), "Deployment");

  it("sets OPS_PORT on every container, on a port named ops that a PodMonitor scrapes for /metrics", () => {
    const [monitor, ...others] = ofKind(all(), "PodMonitor");
    expect(others).toEqual([]);
    expect(monitor!.spec.podMetricsEndpoints).toEqual([
      expect.objectContaining({ port: "ops", path: "/metrics" }),
    ]);
    for (const d of deployments()) {
      const container = d.spec.template.spec.containers[0];
      const opsPort = containerEnv(container, configMaps(all())).env.OPS_PORT;
      expect(opsPort, d.metadata.name).toMatch(/^\d+$/);
      expect(container.ports.find((p: Any) => p.name === "ops")?.containerPort).toBe(Number(opsPort));
      expect(d.spec.template.metadata.annotations?.["prometheus.io/port"]).toBe(opsPort);
      expect(selectsPod(monitor!.spec.selector, d.spec.template.metadata.labels), d.metadata.name).toBe(true);
    }
  });

  it("runs the image's database setup in a Job, and every service waits for it before it starts", () => {
    const job = named(all(), "Job", "db-setup").spec;
    const image = deployments()[0]!.spec.template.spec.containers[0].image;
    expect(job.template.spec.containers[0]).toMatchObject({ image, args: ["db-setup"] });
    expect(job.ttlSecondsAfterFinished).toBeGreaterThan(0);
    for (const name of SERVICES) {
      const init = named(all(), "Deployment", name).spec.template.spec.initContainers;
      expect(init, name).toEqual([expect.objectContaining({ image, args: ["db-setup", "--wait", name] })]);
    }
    expect(named(all(), "Deployment", "gateway").spec.template.spec.initContainers).toBeUndefined();
  });
});

describe.each(OVERLAY_ENTRIES)("deploy/overlays/%s: network policies", (overlay) => {
  const all = () => objects(overlay);
  const policies = () => ofKind(all(), "NetworkPolicy");
  const podLabels = (kind: string, name: string) => named(all(), kind, name).spec.template.metadata.labels;

  it("denies every pod of the namespace everything in and out but what a policy allows", () => {
    expect(policies().find((p) => p.metadata.name === "default-deny")?.spec).toEqual({
      podSelector: {},
      policyTypes: ["Ingress", "Egress"],
    });
  });

  it.each(PROCESSES)(
    "%s reaches DNS, NATS, and only the Postgres and Redis it uses (webhooks: the internet)",
    (name) => {
      const expected = ["dns", "nats"];
      if (name !== "gateway") expected.push("postgres");
      if (REDIS_USERS.includes(name)) expected.push("redis");
      if (name === "webhooks") expected.push("the internet");
      expect(egressOf(all(), podLabels("Deployment", name))).toEqual(expected.sort());
      expect(egressOf(all(), podLabels("Job", "db-setup"))).toEqual(["dns", "nats", "postgres", "redis"]);
      expect(egressOf(all(), podLabels("StatefulSet", "nats"))).toEqual(["dns", "nats-routes"]);
    },
  );

  it("lets the ingress reach the gateway's API port, Prometheus the ops ports, the processes NATS", () => {
    const ingressTo = (labels: Record<string, string>) =>
      policies()
        .filter((p) => selectsPod(p.spec.podSelector, labels))
        .flatMap((p) => p.spec.ingress ?? [])
        .map(
          (r: Any) =>
            `${r.from.map((f: Any) => f.namespaceSelector?.matchLabels?.["kubernetes.io/metadata.name"] ?? f.podSelector?.matchLabels?.["app.kubernetes.io/name"] ?? "processes").join("+")}:${r.ports.map((p: Any) => p.port).join(",")}`,
        )
        .sort();
    expect(ingressTo(podLabels("Deployment", "gateway"))).toEqual(["ingress-nginx:http", "monitoring:ops"]);
    for (const name of SERVICES) expect(ingressTo(podLabels("Deployment", name))).toEqual(["monitoring:ops"]);
    expect(ingressTo(podLabels("StatefulSet", "nats"))).toEqual([
      "keda+monitoring:8222",
      "nats:6222",
      "processes:4222",
    ]);
    expect(ingressTo(podLabels("Job", "db-setup"))).toEqual([]);
  });
});
