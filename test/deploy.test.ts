import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SERVICES } from "@reservations/contracts";
import {
  BaseConfig,
  eventStream,
  loadConfig,
  NATS_ROLES,
  natsPasswordVariable,
  REDIS_PROCESSES,
  REDIS_URL_VARIABLES,
} from "@reservations/service-kit";
import { describe, expect, it } from "vitest";
import { FANOUT_CONSUMER } from "../services/webhooks/src/handlers/fan-out.js";
import {
  configMaps,
  containerEnv,
  named,
  OVERLAY_ENTRIES,
  objects,
  ofKind,
  selects,
  validateObject,
} from "./support/kustomize.js";

// Kubernetes manifests under deploy/ (kustomize): rendered with kubectl, every object checked against
// its schema, then what a running mesh needs from them.
const PROCESSES = ["gateway", ...SERVICES] as const;
const SECRET_NAMES = /(_TOKEN|_SECRET|_SECRET_KEYS|_PASSWORD|DATABASE_URL|REDIS_URL)$/;
/** What a container's environment may name besides the settings (config.ts). */
const OTHER_ENV = new Set(["NODE_OPTIONS", ...SERVICES.map((s) => `${s.toUpperCase()}_DATABASE_URL`)]);
const SETTINGS = new Set(Object.keys(BaseConfig.in.shape));

/** A probe's port as a number (a name resolves to the container's port of that name). */
// biome-ignore lint/suspicious/noExplicitAny: a container of a validated Deployment
function probePort(container: any, probe: any): number {
  const port = probe.httpGet.port;
  if (typeof port === "number") return port;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  const found = container.ports?.find((p: any) => p.name === port);
  if (!found) throw new Error(`${container.name}: probe port ${port} is not one of its ports`);
  return found.containerPort;
}

describe.each(OVERLAY_ENTRIES)("deploy/overlays/%s: rendering and processes", (overlay, namespace) => {
  const all = () => objects(overlay);
  const deployments = () => ofKind(all(), "Deployment");

  it("renders, and every object is valid against its Kubernetes or KEDA schema, in the overlay's namespace", () => {
    expect(all().length).toBeGreaterThan(0);
    for (const o of all()) {
      validateObject(o);
      if (o.kind === "Namespace") expect(o.metadata.name).toBe(namespace);
      else expect(o.metadata.namespace, `${o.kind} ${o.metadata.name}`).toBe(namespace);
    }
    // Secrets are created beside the manifests, never kept in them.
    expect(ofKind(all(), "Secret")).toEqual([]);
  });

  it("runs the five processes from one image, each a Deployment named after it", () => {
    expect(
      deployments()
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual([...PROCESSES].sort());
    const images = new Set<string>();
    for (const d of deployments()) {
      const [container, ...others] = d.spec.template.spec.containers;
      expect(others).toEqual([]);
      expect(container.args).toEqual([d.metadata.name]);
      images.add(container.image);
    }
    expect(images.size).toBe(1);
  });

  it.each(PROCESSES)(
    "%s: probes on the port it serves them, requests and limits, a drain shorter than the grace period",
    (name) => {
      const d = named(all(), "Deployment", name);
      const pod = d.spec.template.spec;
      const container = pod.containers[0];
      for (const probe of ["livenessProbe", "readinessProbe", "startupProbe"]) {
        expect(container[probe]?.httpGet, `${name} ${probe}`).toBeDefined();
      }
      expect(container.livenessProbe.httpGet.path).toBe("/livez");
      expect(container.readinessProbe.httpGet.path).toBe("/readyz");
      for (const kind of ["requests", "limits"]) {
        expect(container.resources?.[kind]?.cpu, `${name} ${kind}.cpu`).toBeDefined();
        expect(container.resources?.[kind]?.memory, `${name} ${kind}.memory`).toBeDefined();
      }

      // The configuration this container starts with parses (production rules in production).
      const { env } = containerEnv(container, configMaps(all()));
      const config = loadConfig(env, name);
      expect(config.APP_ENV).toBe(overlay === "production" ? "production" : "sandbox");
      // The gateway answers its probes on its API port; a service on OPS_PORT.
      const served = name === "gateway" ? config.PORT : config.OPS_PORT;
      expect(served).toBeDefined();
      for (const probe of [container.livenessProbe, container.readinessProbe, container.startupProbe]) {
        expect(probePort(container, probe)).toBe(served);
      }
      // SIGTERM comes after preStop; the process exits at most SHUTDOWN_DRAIN_MS + 500 ms after it.
      const preStopMs = (container.lifecycle?.preStop?.sleep?.seconds ?? 0) * 1000;
      expect(pod.terminationGracePeriodSeconds * 1000).toBeGreaterThan(
        preStopMs + config.SHUTDOWN_DRAIN_MS + 500,
      );
      expect(config.NATS_URL).toBe("nats://nats:4222");
    },
  );
});

describe.each(OVERLAY_ENTRIES)("deploy/overlays/%s: secrets and scaling", (overlay, namespace) => {
  const all = () => objects(overlay);

  it.each(PROCESSES)(
    "%s: every secret from a Kubernetes Secret, its own database role, no unknown setting",
    (name) => {
      const container = named(all(), "Deployment", name).spec.template.spec.containers[0];
      const { env, fromSecret } = containerEnv(container, configMaps(all()));
      for (const key of Object.keys(env)) {
        expect(SETTINGS.has(key) || OTHER_ENV.has(key), `${name}: ${key} is no setting`).toBe(true);
        if (SECRET_NAMES.test(key))
          expect(fromSecret.has(key), `${name}: ${key} must come from a Secret`).toBe(true);
      }
      const databases = Object.keys(env).filter((k) => k.endsWith("DATABASE_URL"));
      // biome-ignore lint/suspicious/noExplicitAny: env entries of a validated Deployment
      const ref = (key: string) => container.env.find((e: any) => e.name === key)?.valueFrom?.secretKeyRef;
      if (name === "gateway") expect(databases).toEqual([]);
      else {
        expect(databases).toEqual([`${name.toUpperCase()}_DATABASE_URL`]);
        expect(ref(databases[0]!).name).toBe(`reservations-${name}-db`);
      }
    },
  );

  it.each(PROCESSES)(
    "%s: a PodDisruptionBudget and one autoscaler, on CPU (webhooks: KEDA, on its consumer's lag too)",
    (name) => {
      const labels = named(all(), "Deployment", name).spec.template.metadata.labels;
      const budgets = ofKind(all(), "PodDisruptionBudget").filter((p) =>
        selects(p.spec.selector.matchLabels, labels),
      );
      expect(budgets).toHaveLength(1);
      expect(budgets[0]!.spec.maxUnavailable).toBe(1);

      const hpas = ofKind(all(), "HorizontalPodAutoscaler").filter(
        (h) => h.spec.scaleTargetRef.kind === "Deployment" && h.spec.scaleTargetRef.name === name,
      );
      const scaled = ofKind(all(), "ScaledObject").filter((s) => s.spec.scaleTargetRef.name === name);
      if (name !== "webhooks") {
        expect(scaled).toEqual([]);
        expect(hpas).toHaveLength(1);
        const hpa = hpas[0]!.spec;
        expect(hpa.metrics).toHaveLength(1);
        expect(hpa.metrics[0]).toMatchObject({
          type: "Resource",
          resource: { name: "cpu", target: { type: "Utilization" } },
        });
        expect(hpa.minReplicas).toBeLessThanOrEqual(hpa.maxReplicas);
        return;
      }
      // KEDA makes the HorizontalPodAutoscaler of a ScaledObject: a second one would fight it.
      expect(hpas).toEqual([]);
      expect(scaled).toHaveLength(1);
      const spec = scaled[0]!.spec;
      expect(spec.minReplicaCount).toBeGreaterThanOrEqual(1);
      const lag = spec.triggers.find((t: { type: string }) => t.type === "nats-jetstream");
      expect(lag.metadata).toMatchObject({
        natsServerMonitoringEndpoint: `nats.${namespace}.svc.cluster.local:8222`,
        account: "$G",
        stream: eventStream("").name,
        consumer: FANOUT_CONSUMER,
      });
      const monitor = named(all(), "Service", "nats").spec.ports.find(
        (p: { name: string }) => p.name === "monitor",
      );
      expect(monitor.port).toBe(8222);
      expect(spec.triggers.some((t: { type: string }) => t.type === "cpu")).toBe(true);
    },
  );
});

describe.each(OVERLAY_ENTRIES)("deploy/overlays/%s: pod security and NATS", (overlay, namespace) => {
  const all = () => objects(overlay);
  const deployments = () => ofKind(all(), "Deployment");

  it("every pod runs as a non-root user with nothing to gain (the namespace enforces restricted)", () => {
    expect(named(all(), "Namespace", namespace).metadata.labels?.["pod-security.kubernetes.io/enforce"]).toBe(
      "restricted",
    );
    for (const o of [...deployments(), ...ofKind(all(), "StatefulSet")]) {
      const pod = o.spec.template.spec;
      expect(pod.securityContext.runAsNonRoot, o.metadata.name).toBe(true);
      expect(pod.securityContext.seccompProfile.type, o.metadata.name).toBe("RuntimeDefault");
      for (const c of pod.containers) {
        expect(c.securityContext.allowPrivilegeEscalation, c.name).toBe(false);
        expect(c.securityContext.capabilities.drop, c.name).toEqual(["ALL"]);
      }
    }
  });

  it("NATS is a JetStream cluster of three on volumes of their own, and the streams keep at most that many copies", () => {
    const nats = named(all(), "StatefulSet", "nats");
    expect(nats.spec.replicas).toBe(3);
    const labels = nats.spec.template.metadata.labels;
    const headless = named(all(), "Service", nats.spec.serviceName);
    expect(headless.spec.clusterIP).toBe("None");
    expect(
      ofKind(all(), "PodDisruptionBudget").filter((p) => selects(p.spec.selector.matchLabels, labels)),
    ).toHaveLength(1);
    expect(
      nats.spec.volumeClaimTemplates.map((v: { metadata: { name: string } }) => v.metadata.name),
    ).toEqual(["data"]);

    const container = nats.spec.template.spec.containers[0];
    const configName = nats.spec.template.spec.volumes.find((v: { name: string }) => v.name === "config")
      .configMap.name;
    const conf = configMaps(all()).get(configName)?.["nats.conf"];
    expect(conf).toBeDefined();
    const storeDir = /jetstream\s*\{[^}]*store_dir:\s*(\S+)/.exec(conf!)?.[1];
    expect(container.volumeMounts).toContainEqual({ name: "data", mountPath: storeDir });
    for (let i = 0; i < 3; i++) expect(conf).toContain(`nats://nats-${i}.${nats.spec.serviceName}:6222`);
    // nats-server itself checks the file (-t: test the configuration and exit).
    // With the authorization it includes, and a password of the shape production asks for each user.
    const dir = mkdtempSync(join(tmpdir(), "nats-conf-"));
    try {
      writeFileSync(join(dir, "nats.conf"), conf!);
      writeFileSync(join(dir, "nats-auth.conf"), configMaps(all()).get(configName)!["nats-auth.conf"]!);
      const passwords = Object.fromEntries(
        NATS_ROLES.map((p) => [natsPasswordVariable(p), `p${"0".repeat(40)}`]),
      );
      execFileSync("nats-server", ["-t", "-c", join(dir, "nats.conf")], {
        env: { ...process.env, SERVER_NAME: "nats-0", ...passwords },
        stdio: "pipe",
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const replicas = Number(
      ofKind(all(), "ConfigMap").find((c) => c.data?.NATS_STREAM_REPLICAS)?.data?.NATS_STREAM_REPLICAS,
    );
    expect(replicas).toBeGreaterThanOrEqual(1);
    expect(replicas).toBeLessThanOrEqual(nats.spec.replicas);
    if (overlay === "production") expect(replicas).toBe(3);
  });
});

// biome-ignore lint/suspicious/noExplicitAny: parts of validated objects
type Any = any;
const containerOf = (all: Any[], name: string) =>
  named(all, "Deployment", name).spec.template.spec.containers[0];
const secretRef = (container: Any, name: string) =>
  container.env.find((e: Any) => e.name === name)?.valueFrom?.secretKeyRef;
const INGRESS_CONTROLLER = {
  namespaceSelector: { matchLabels: { "kubernetes.io/metadata.name": "ingress-nginx" } },
  podSelector: {
    matchLabels: { "app.kubernetes.io/name": "ingress-nginx", "app.kubernetes.io/component": "controller" },
  },
};

describe("deploy/overlays/production: the gateway behind the ingress controller, Redis users", () => {
  const all = () => objects("production");

  it("sets TRUST_PROXY on the gateway to one hop, the ingress controller", () => {
    const { env } = containerEnv(containerOf(all(), "gateway"), configMaps(all()));
    expect(env.TRUST_PROXY).toBe("1");
    expect(loadConfig(env, "gateway").TRUST_PROXY).toBe(1);
  });

  it("lets only the ingress controller's pods reach the gateway's API port", () => {
    const labels = named(all(), "Deployment", "gateway").spec.template.metadata.labels;
    const selecting = ofKind(all(), "NetworkPolicy").filter(({ spec }) => {
      const byLabel = Object.entries(spec.podSelector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
      const byExpression = (spec.podSelector.matchExpressions ?? []).every((e: Any) =>
        e.values.includes(labels[e.key]),
      );
      return byLabel && byExpression;
    });
    const toApi = selecting
      .flatMap((p) => p.spec.ingress ?? [])
      .filter((r: Any) => (r.ports ?? []).some((port: Any) => port.port === "http" || port.port === 3000));
    expect(toApi).toHaveLength(1);
    expect(toApi[0].from).toEqual([INGRESS_CONTROLLER]);
  });

  it("gives each process that uses Redis a user of its own, which the setup Job makes", () => {
    const setup = named(all(), "Job", "db-setup").spec.template.spec.containers[0];
    for (const p of REDIS_PROCESSES) {
      const ref = secretRef(containerOf(all(), p), "REDIS_URL");
      expect(ref, p).toEqual({ name: "reservations-redis", key: p });
      expect(secretRef(setup, REDIS_URL_VARIABLES[p]), p).toEqual(ref);
    }
    expect(secretRef(setup, "REDIS_ADMIN_URL")).toEqual({ name: "reservations-redis", key: "admin" });
    for (const p of ["keys", "inventory"])
      expect(secretRef(containerOf(all(), p), "REDIS_URL"), p).toBeUndefined();
  });
});
