import { MESSAGES } from '@petwell/domain';
import type { z } from 'zod';
import type { Deps } from './deps';
import { ActionError } from './errors';
import type { Role, Session } from './session';

/** A cookie an action asks its transport to set (the refresh cookie). */
export interface SetCookie {
  name: string;
  value: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
}

/** What an action knows about the request besides its input; transport-free. */
export interface ActionContext {
  session: Session;
  /** The caller's address, when the transport knows it. */
  ip: string | undefined;
  userAgent: string | undefined;
  /**
   * The host name the client asked for (no port, lower-cased), when the transport knows it: a
   * practice's own site or the main site.
   */
  host?: string | undefined;
  cookies: Readonly<Record<string, string>>;
  setCookie(cookie: SetCookie): void;
  /**
   * True when a cookie set here cannot reach the browser: through Hasura, which drops the
   * action's response headers. The refresh cookie cannot rotate on that path.
   */
  cookiesDropped?: boolean;
}

export interface ActionDefinition<Input = unknown, Output = unknown> {
  /** The action's name in hasura/metadata/actions.yaml (snake_case). */
  name: string;
  /** The roles actions.yaml permits; REST and Lambda enforce the same list. */
  roles: readonly Role[];
  input: z.ZodType<Input>;
  run(input: Input, context: ActionContext, deps: Deps): Promise<Output>;
}

export function defineAction<Schema extends z.ZodType, Output>(definition: {
  name: string;
  roles: readonly Role[];
  input: Schema;
  run(input: z.output<Schema>, context: ActionContext, deps: Deps): Promise<Output>;
}): ActionDefinition<z.output<Schema>, Output> {
  return definition as unknown as ActionDefinition<z.output<Schema>, Output>;
}

/** Zod issues as one message (the first) and a field map for forms. */
export function validationError(error: z.ZodError): ActionError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '$';
    fields[key] ??= issue.message;
  }
  const first = error.issues[0];
  const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  return new ActionError('validation-failed', `${where}${first?.message ?? 'invalid input'}`, {
    fields,
  });
}

/**
 * Runs an action for any transport: the role check, the input schema, then the core. Errors
 * that are not ActionErrors are logged with their cause and answered with the generic message,
 * so internals never reach a client.
 */
export async function invokeAction<Input, Output>(
  action: ActionDefinition<Input, Output>,
  rawInput: unknown,
  context: ActionContext,
  deps: Deps,
): Promise<Output> {
  if (!action.roles.includes(context.session.role) && context.session.role !== 'admin') {
    throw new ActionError(
      'access-denied',
      `the role "${context.session.role}" may not call ${action.name}`,
    );
  }
  const parsed = action.input.safeParse(rawInput ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  try {
    return await action.run(parsed.data, context, deps);
  } catch (error) {
    if (error instanceof ActionError) throw error;
    deps.log.error(`action ${action.name} failed`, error);
    throw new ActionError('unexpected', MESSAGES.generic, { cause: error });
  }
}
