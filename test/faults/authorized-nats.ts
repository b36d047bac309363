import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { NatsConnection } from "@nats-io/transport-node";
import {
  connectNats,
  inboxPrefix,
  NATS_ROLES,
  type NatsRole,
  natsAuthorizationConfig,
  natsPasswordVariable,
} from "@reservations/service-kit";
import { PrivateNats } from "./support.js";

/**
 * A NATS server of the test's own running the project's generated authorization (pnpm nats:config's
 * text, for subjects without a namespace), one password per process and one for the setup step.
 */
export class AuthorizedNats {
  private readonly opened: NatsConnection[] = [];

  private constructor(
    readonly nats: PrivateNats,
    readonly passwords: Record<NatsRole, string>,
    private readonly dir: string,
  ) {}

  static async start(name: string): Promise<AuthorizedNats> {
    const dir = mkdtempSync(join(tmpdir(), `${name}-`));
    const config = join(dir, "nats-auth.conf");
    writeFileSync(config, natsAuthorizationConfig(""));
    // The shape production asks for: letters and digits, the first a letter (the server parses the value).
    const passwords = Object.fromEntries(
      NATS_ROLES.map((r) => [r, `p${randomBytes(12).toString("hex")}`]),
    ) as Record<NatsRole, string>;
    const nats = await PrivateNats.create({
      config,
      env: Object.fromEntries(NATS_ROLES.map((r) => [natsPasswordVariable(r), passwords[r]])),
    });
    await nats.start();
    return new AuthorizedNats(nats, passwords, dir);
  }

  get url(): string {
    return this.nats.url;
  }

  /** A connection as one of the processes, its replies where that process's arrive; closed by destroy(). */
  async as(role: NatsRole): Promise<NatsConnection> {
    const nc = await connectNats(this.nats.url, `test-as-${role}`, undefined, {
      user: role,
      pass: this.passwords[role],
      inboxPrefix: inboxPrefix("", role),
    });
    this.opened.push(nc);
    return nc;
  }

  /** The server's log lines that refused something. */
  violations(): string[] {
    return this.nats.log().filter((l) => l.includes("Violation"));
  }

  async destroy(): Promise<void> {
    for (const nc of this.opened) await nc.close().catch(() => {});
    await this.nats.destroy();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
