import pg from 'pg';

export interface NotificationListener {
  /** Whether the LISTEN connection is up: while it is not, notifications can be missed. */
  readonly connected: boolean;
  close(): Promise<void>;
}

/**
 * LISTEN on a PostgreSQL channel over a connection of its own, reconnecting after 1, 2, 4 ... 30 s
 * when the connection drops. `onState` tells when it connects or drops: notifications sent while it
 * was down are lost, so a listener that caches must assume anything changed then.
 */
export function listenForNotifications(options: {
  connectionString: string;
  channel: string;
  onMessage(payload: string): void;
  onState(connected: boolean): void;
  onError?(error: Error): void;
}): NotificationListener {
  const { channel } = options;
  let client: pg.Client | undefined;
  let connected = false;
  let closed = false;
  let retryDelayMs = 1000;
  let retry: NodeJS.Timeout | undefined;
  let connecting: Promise<void> | undefined;

  function dropped(error?: Error) {
    if (error) options.onError?.(error);
    client?.removeAllListeners();
    client?.on('error', () => undefined);
    void client?.end().catch(() => undefined);
    client = undefined;
    if (connected) {
      connected = false;
      options.onState(false);
    }
    if (closed) return;
    clearTimeout(retry);
    retry = setTimeout(connect, retryDelayMs);
    retry.unref();
    retryDelayMs = Math.min(retryDelayMs * 2, 30_000);
  }

  function connect() {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.connectionString, connectionTimeoutMillis: 5000 });
    client = next;
    next.on('error', (error) => dropped(error));
    next.on('end', () => {
      if (client === next) dropped();
    });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) options.onMessage(message.payload);
    });
    connecting = next
      .connect()
      .then(() => next.query(`LISTEN "${channel.replace(/"/g, '""')}"`))
      .then(() => {
        if (client !== next || closed) return;
        retryDelayMs = 1000;
        connected = true;
        options.onState(true);
      })
      .catch((error: Error) => {
        if (client === next) dropped(error);
      });
  }

  connect();
  return {
    get connected() {
      return connected;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      last?.on('error', () => undefined);
      await last?.end().catch(() => undefined);
    },
  };
}
