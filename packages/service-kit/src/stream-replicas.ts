import type { JetStreamManager, StreamInfo } from "@nats-io/jetstream";

/**
 * Makes an existing stream keep `replicas` copies, so a change of NATS_STREAM_REPLICAS reaches
 * streams made before it (a JetStream cluster then adds or drops copies in the background).
 * `known`: the stream's info when the caller has just read it. Answers the stream's info.
 */
export async function keepStreamReplicas(
  jsm: JetStreamManager,
  stream: string,
  replicas: number,
  known?: StreamInfo,
): Promise<StreamInfo> {
  const info = known ?? (await jsm.streams.info(stream));
  if ((info.config.num_replicas || 1) === replicas) return info;
  try {
    return await jsm.streams.update(stream, { num_replicas: replicas });
  } catch (err) {
    throw replicasRefused(err, stream, replicas);
  }
}

/** A failure to make or change a stream, naming the setting that chose its replicas (a single server keeps one copy only). */
export function replicasRefused(err: unknown, stream: string, replicas: number): Error {
  return new Error(
    `stream ${stream} with ${replicas} replicas (NATS_STREAM_REPLICAS=${replicas}): ${(err as Error).message}`,
    { cause: err },
  );
}
