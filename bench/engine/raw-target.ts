/**
 * The floor: a minimal node:http handler per scenario (POST /raw/<scenario>, body
 * `{"variables": ...}`) that verifies the JWT, runs the hand-written SQL through a pg.Pool and
 * sends the JSON Postgres built, untouched.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import pg from 'pg';
import { makeVerifier } from './bench-auth';
import { scenarios } from './scenarios';

export interface RawTarget {
  server: Server;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function startRaw(options: {
  databaseUrl: string;
  poolSize: number;
  jwtKey: string;
}): RawTarget {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize });
  const verify = makeVerifier(options.jwtKey);
  // Only the SQL and its parameters are used here; the samples are picked by the driver.
  const byPath = new Map(scenarios(1, new Date()).map((s) => [`/raw/${s.name}`, s]));
  const server = createServer((request, response) => {
    const scenario = request.method === 'POST' ? byPath.get(request.url ?? '') : undefined;
    if (!scenario) {
      response.writeHead(404).end();
      return;
    }
    const answer = async (): Promise<string> => {
      const session = await verify(request.headers.authorization);
      const { variables } = JSON.parse(await readBody(request)) as {
        variables: Record<string, unknown>;
      };
      // Prepared, as the engine's statements are (use_prepared_statements in the metadata).
      const result = await pool.query<{ body: string }>({
        name: `raw_${scenario.name}`,
        text: scenario.rawSql,
        values: scenario.rawParams(session, variables),
      });
      const body = result.rows[0]?.body;
      if (body === undefined) throw new Error('no row');
      return body;
    };
    answer().then(
      (body) => {
        response.writeHead(200, { 'content-type': 'application/json' }).end(body);
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ errors: [{ message }] }));
      },
    );
  });
  return { server, close: () => pool.end() };
}
