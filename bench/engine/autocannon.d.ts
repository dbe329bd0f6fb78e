// The part of autocannon 8's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      onResponse?: (status: number, body: string) => void;
    }

    interface Client extends EventEmitter {
      setRequests(requests: Request[]): void;
    }

    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      timeout?: number;
      requests?: Request[];
      setupClient?: (client: Client) => void;
    }

    interface Result {
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
    }

    interface Instance extends EventEmitter {
      on(
        event: 'response',
        listener: (
          client: Client,
          statusCode: number,
          resBytes: number,
          responseTime: number,
        ) => void,
      ): this;
      stop(): void;
    }
  }

  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;

  export = autocannon;
}
