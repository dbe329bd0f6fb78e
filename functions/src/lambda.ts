import { lambdaHandler, type ActionLambda, type LambdaOptions } from './lambda-handler';
import { createDeps } from './lib/create-deps';
import { withoutDevOutbox } from './lib/dev-outbox';
import { ACTIONS, EVENTS, RAW_ROUTES, REST_ROUTES } from './registry';

export { type ActionLambda, type LambdaOptions, readEnvWithDatabase } from './lambda-handler';

/**
 * A Lambda handler for the given actions and event handlers over the whole registry, with the
 * providers the environment chooses (createDeps), as one function of the local stack would be.
 * The deployed bundles do not use it: each entry (functions/scripts/lambda-entries.ts) imports
 * only its own handler and providers through lambda-handler.ts.
 */
export function lambdaHandlerFor(
  actionNames: readonly string[],
  options: LambdaOptions = {},
): ActionLambda {
  // Checked at import, so a name the registry lacks fails at once, not on a request.
  const actions = ACTIONS.filter((action) => actionNames.includes(action.name));
  const events = EVENTS.filter((event) => actionNames.includes(event.name));
  for (const name of actionNames)
    if (!actions.some((a) => a.name === name) && !events.some((e) => e.name === name))
      throw new Error(
        `lambdaHandlerFor: no action or event handler "${name}" in functions/src/registry.ts`,
      );
  const rest = REST_ROUTES.filter((route) => actionNames.includes(route.action));
  return lambdaHandler(
    { actions, rest, raw: withoutDevOutbox(RAW_ROUTES), events },
    createDeps,
    options,
  );
}
