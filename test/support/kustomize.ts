import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ScaledObject } from "@kubernetes-models/keda/keda.sh/v1alpha1";
import { PodMonitor } from "@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1";
import { Deployment, StatefulSet } from "kubernetes-models/apps/v1";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2";
import { Job } from "kubernetes-models/batch/v1";
import { NetworkPolicy } from "kubernetes-models/networking.k8s.io/v1";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1";
import { ConfigMap, Namespace, Service } from "kubernetes-models/v1";
import { parseAllDocuments } from "yaml";

/** A rendered object: the few fields every test reads, the rest as the YAML had it. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  // biome-ignore lint/suspicious/noExplicitAny: manifests are checked against their schemas, then read freely
  spec?: any;
  data?: Record<string, string>;
}

/**
 * The kinds deploy/ may hold, each with the model that validates it against the Kubernetes (or
 * KEDA) schema. A kind missing here fails the test: add its model rather than leave it unchecked.
 */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  "v1/ConfigMap": ConfigMap,
  "v1/Namespace": Namespace,
  "v1/Service": Service,
  "apps/v1/Deployment": Deployment,
  "apps/v1/StatefulSet": StatefulSet,
  "policy/v1/PodDisruptionBudget": PodDisruptionBudget,
  "autoscaling/v2/HorizontalPodAutoscaler": HorizontalPodAutoscaler,
  "keda.sh/v1alpha1/ScaledObject": ScaledObject,
  "networking.k8s.io/v1/NetworkPolicy": NetworkPolicy,
  "batch/v1/Job": Job,
  "monitoring.coreos.com/v1/PodMonitor": PodMonitor,
};

/** Where the kustomizations live. */
export const deployDir = fileURLToPath(new URL("../../deploy/", import.meta.url));

/**
 * Renders a kustomization with kubectl's built-in kustomize (kustomize itself has the same
 * command). Without kubectl this throws, so the test fails rather than passing unchecked.
 */
export function render(dir: string): K8sObject[] {
  let text: string;
  try {
    text = execFileSync("kubectl", ["kustomize", dir], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === "ENOENT") {
      throw new Error(
        "kubectl is needed to render deploy/ (kubectl kustomize); install it (docs/operations.md, Kubernetes)",
      );
    }
    throw new Error(`kubectl kustomize ${dir} failed: ${e.stderr ?? e.message}`);
  }
  return parseAllDocuments(text).map((doc) => {
    if (doc.errors.length > 0) throw doc.errors[0];
    return doc.toJS() as K8sObject;
  });
}

/** Validates an object against its kind's schema; throws naming the object and every problem. */
export function validateObject(o: K8sObject): void {
  const Model = MODELS[`${o.apiVersion}/${o.kind}`];
  if (!Model) throw new Error(`${o.apiVersion} ${o.kind} ${o.metadata?.name}: no schema known for this kind`);
  try {
    new Model(o as never).validate();
  } catch (err) {
    throw new Error(`${o.kind} ${o.metadata.name}: ${(err as Error).message}`);
  }
}

/** Whether a selector's matchLabels all hold on the labels. */
export function selects(
  matchLabels: Record<string, string> | undefined,
  labels: Record<string, string>,
): boolean {
  const wanted = Object.entries(matchLabels ?? {});
  return wanted.length > 0 && wanted.every(([k, v]) => labels[k] === v);
}

/** A strong stand-in for each secret a container reads, shaped as its setting wants it. */
export function secretStandIn(name: string): string {
  if (name === "WEBHOOK_SECRET_KEYS") return `k1:${Buffer.alloc(32, 7).toString("base64")}`;
  if (name.endsWith("DATABASE_URL")) return "postgres://role:password@postgres.example.com:5432/reservations";
  if (name === "REDIS_URL") return "rediss://:password@redis.example.com:6379";
  // Letters and digits, as the NATS server's configuration reads a password.
  if (name === "NATS_PASSWORD") return `p${"q".repeat(40)}`;
  return `${name.toLowerCase()}-${"q".repeat(40)}`;
}

/**
 * A container's environment as the kubelet would make it: the ConfigMaps it names (envFrom), then
 * its own env, later entries winning; secrets become stand-ins. Also says which names came from Secrets.
 */
export function containerEnv(
  // biome-ignore lint/suspicious/noExplicitAny: a container of a validated Deployment
  container: any,
  configMaps: Map<string, Record<string, string>>,
): { env: Record<string, string>; fromSecret: Set<string> } {
  const env: Record<string, string> = {};
  const fromSecret = new Set<string>();
  for (const source of container.envFrom ?? []) {
    if (source.secretRef)
      throw new Error(`envFrom secretRef ${source.secretRef.name}: name each secret instead`);
    const data = configMaps.get(source.configMapRef?.name);
    if (!data) throw new Error(`envFrom names a ConfigMap that is not rendered: ${JSON.stringify(source)}`);
    Object.assign(env, data);
  }
  for (const e of container.env ?? []) {
    if (e.valueFrom?.secretKeyRef) {
      env[e.name] = secretStandIn(e.name);
      fromSecret.add(e.name);
    } else if (e.value !== undefined) {
      env[e.name] = String(e.value);
      fromSecret.delete(e.name);
    }
  }
  return { env, fromSecret };
}

/** The overlays and the namespace each renders into. */
export const OVERLAYS = { sandbox: "reservations-sandbox", production: "reservations" } as const;
export const OVERLAY_ENTRIES = Object.entries(OVERLAYS) as [keyof typeof OVERLAYS, string][];

const rendered = new Map<string, K8sObject[]>();
/** An overlay's objects, rendered once per test file. */
export function objects(overlay: keyof typeof OVERLAYS): K8sObject[] {
  if (!rendered.has(overlay)) rendered.set(overlay, render(join(deployDir, "overlays", overlay)));
  return rendered.get(overlay)!;
}
export const ofKind = (all: K8sObject[], kind: string) => all.filter((o) => o.kind === kind);
export const named = (all: K8sObject[], kind: string, name: string) => {
  const found = all.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
};
export const configMaps = (all: K8sObject[]) =>
  new Map(ofKind(all, "ConfigMap").map((c) => [c.metadata.name, c.data ?? {}] as const));

const operations = readFileSync(new URL("../../docs/operations.md", import.meta.url), "utf8");
/** A section of the operations page, from its heading to the next one of the same level. */
export function operationsSection(heading: string): string {
  const start = operations.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/operations.md has no section "${heading}"`);
  const end = operations.indexOf("\n## ", start + 1);
  return operations.slice(start, end < 0 ? undefined : end);
}
