/** An abort at shutdown: the event is unlocked for another process, never marked. */
export class ShutdownAbort extends Error {
  constructor() {
    super('the engine is stopping');
  }
}

/**
 * The poll of a delivery worker (table events, scheduled events): `poll` runs until stop(); a full
 * batch is followed at once by the next, a short one by a pause. The worker registers the
 * deliveries under way in `inFlight` and their abort controllers in `aborts`, which stop() waits
 * for and, after the grace period, aborts (Hasura's graceful shutdown).
 */
export class PollingLoop {
  readonly inFlight = new Set<Promise<void>>();
  readonly aborts = new Set<AbortController>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private loop: Promise<void> | undefined;

  constructor(
    private readonly options: {
      /** What a failed poll is logged as, e.g. "[engine] event delivery". */
      name: string;
      batchSize: number;
      fetchIntervalMs: number;
      log: (message: string, error?: unknown) => void;
      /** One batch: resolves with how many events it claimed, once all are recorded. */
      poll: () => Promise<number>;
    },
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    const tick = () => {
      this.timer = undefined;
      this.loop = this.options
        .poll()
        .catch((error: unknown) => {
          this.options.log(`${this.options.name}: fetching events failed`, error);
          return 0;
        })
        .then((count) => {
          if (!this.running) return;
          this.timer = setTimeout(
            tick,
            count >= this.options.batchSize ? 0 : this.options.fetchIntervalMs,
          );
          // The poll alone keeps no process alive (the server does): an engine a program forgot
          // to close does not stop it from exiting.
          this.timer.unref();
        });
    };
    tick();
  }

  /** Resolves once the deliveries under way (the current batch included) are recorded. */
  async idle(): Promise<void> {
    await Promise.all([this.loop, ...this.inFlight]);
  }

  /**
   * Stops polling and waits for the deliveries under way; after `graceMs` the remaining requests
   * are aborted with ShutdownAbort.
   */
  async stop(graceMs: number): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const pending = this.idle();
    let graceTimer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      graceTimer = setTimeout(() => {
        for (const controller of this.aborts) controller.abort(new ShutdownAbort());
        resolve();
      }, graceMs);
    });
    await Promise.race([pending, grace]);
    await pending;
    clearTimeout(graceTimer);
  }
}
