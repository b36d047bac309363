import { type BaseConfig, connectNats, deleteEventStream } from "@reservations/service-kit";

/** Deletes the configuration's event stream, as NATS losing its storage or an operator would. */
export async function loseEventStream(config: BaseConfig): Promise<void> {
  const nc = await connectNats(config.NATS_URL, "lose-event-stream");
  try {
    await deleteEventStream(nc, config.NATS_NAMESPACE);
  } finally {
    await nc.close();
  }
}
