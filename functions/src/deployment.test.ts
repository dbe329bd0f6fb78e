import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  CAPABILITY_STATEMENTS,
  formattedSamTemplate,
  FUNCTION_PROVIDERS,
  functionId,
} from '../scripts/sam-template';
import {
  parsedTemplate,
  type SamTemplate,
  samTemplateSchema,
  templateText,
} from '../test/sam-template-file';
import { kebab } from './lib/router';
import { ACTIONS, DEPLOYED_RAW_ROUTES, EVENTS, REST_ROUTES } from './registry';

const checked = samTemplateSchema.safeParse(parsedTemplate);
// The other tests read it as it is, so that one shape error does not hide what they check.
const template = checked.success ? checked.data : (parsedTemplate as SamTemplate);

const metadataActions =
  (
    parse(readFileSync(new URL('../../hasura/metadata/actions.yaml', import.meta.url), 'utf8')) as {
      actions?: { name: string; definition: { handler: string } }[] | null;
    }
  ).actions ?? [];

const functions = Object.entries(template.Resources).flatMap(([id, resource]) =>
  resource.Type === 'AWS::Serverless::Function'
    ? [
        {
          id,
          // dist/<kebab-name>/: the bundle `npm run build:functions` writes for the action.
          bundle: /^dist\/([a-z0-9-]+)\/$/.exec(resource.Properties.CodeUri)?.[1],
          handler: resource.Properties.Handler,
          policies: resource.Properties.Policies ?? [],
          events: Object.values(resource.Properties.Events),
        },
      ]
    : [],
);

const functionOf = (actionName: string) =>
  functions.filter((fn) => fn.bundle === kebab(actionName));
const routes = (fn: (typeof functions)[number]) =>
  fn.events.map((event) => `${event.Properties.Method} ${event.Properties.Path}`);

/** Every `Ref` and every `${Name}` of a `Fn::Sub` in the template. */
function referencedNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencedNames);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    if (key === 'Ref' && typeof inner === 'string') return [inner];
    if (key === 'Fn::Sub' && typeof inner === 'string')
      return [...inner.matchAll(/\$\{([^}!]+)\}/g)].map((match) => match[1] ?? '');
    return referencedNames(inner);
  });
}

describe('functions/template.yaml', () => {
  it('has the shape of an AWS SAM template, with no key SAM would not expect', () => {
    expect(checked.error?.issues ?? []).toEqual([]);
  });

  it('refers only to its own parameters and resources and to pseudo parameters', () => {
    const known = new Set([
      ...Object.keys(template.Parameters),
      ...Object.keys(template.Resources),
      'AWS::Partition',
      'AWS::Region',
      'AWS::URLSuffix',
    ]);
    const referenced = referencedNames(parsedTemplate);
    expect(referenced.length).toBeGreaterThan(0);
    expect(referenced.filter((name) => !known.has(name))).toEqual([]);
  });

  it('makes the deployer choose the payment provider, among the ones the functions accept', () => {
    const parameter = template.Parameters['PaymentProvider'];
    // A default of paypal without a client id failed every function's environment check.
    expect(parameter).toBeDefined();
    expect(parameter?.Default).toBeUndefined();
    expect(parameter?.AllowedValues).toEqual(['paypal', 'test', 'none']);
    expect(template.Globals.Function.Environment.Variables['PAYMENT_PROVIDER']).toEqual({
      Ref: 'PaymentProvider',
    });
  });

  it("grants each function's role only what the providers of its bundle need", () => {
    for (const fn of functions) {
      const name = fn.bundle?.replace(/-/g, '_') ?? '';
      const sids = fn.policies.flatMap((policy) => policy.Statement.map((s) => s.Sid));
      const expected = (FUNCTION_PROVIDERS[name] ?? []).flatMap((capability) =>
        CAPABILITY_STATEMENTS[capability].flatMap((line) => /^- Sid: (\w+)$/.exec(line)?.[1] ?? []),
      );
      expect(sids, fn.id).toEqual(expected);
    }
    const actionsOf = (id: string) =>
      functions
        .find((fn) => fn.id === id)
        ?.policies.flatMap((policy) => policy.Statement.flatMap((s) => s.Action));
    expect(actionsOf(functionId('login'))).toEqual([]);
    expect(actionsOf(functionId('presign_file'))).toEqual(['s3:PutObject', 's3:GetObject']);
    expect(actionsOf(functionId('forgot_password'))).toEqual(['ses:SendEmail']);
    expect(actionsOf(functionId('send_otp'))).toEqual(['sns:Publish']);
  });

  it('names in FUNCTION_PROVIDERS only functions it deploys', () => {
    const deployed = new Set(functions.map((fn) => fn.bundle?.replace(/-/g, '_')));
    expect(Object.keys(FUNCTION_PROVIDERS).filter((name) => !deployed.has(name))).toEqual([]);
  });

  it('is an AWS SAM template on a Node.js runtime Lambda still creates functions with', () => {
    expect(template.Transform).toBe('AWS::Serverless-2016-10-31');
    // nodejs20.x: deprecated 2026-04-30, no new functions since 2026-08-31.
    expect(template.Globals.Function.Runtime).toMatch(/^nodejs(2[2-9]|[3-9][0-9])\.x$/);
  });

  it('has exactly one function for every action in actions.yaml and every event handler, and no other', () => {
    expect(functions.map((fn) => fn.bundle).sort()).toEqual(
      [...metadataActions, ...EVENTS].map((handler) => kebab(handler.name)).sort(),
    );
  });

  it("routes Hasura's webhook of every event handler (triggers, scheduled events) to its function", () => {
    for (const event of EVENTS) {
      const [fn] = functionOf(event.name);
      expect(fn ? routes(fn) : [], event.name).toEqual(
        expect.arrayContaining([`POST /events/${kebab(event.name)}`]),
      );
    }
  });

  it('serves each action from its own bundle at index.handler', () => {
    for (const fn of functions) {
      expect(fn.bundle, fn.id).toBeDefined();
      expect(fn.handler, fn.id).toBe('index.handler');
    }
  });

  it("routes the Hasura webhook of every action to that action's function", () => {
    for (const action of metadataActions) {
      const handlerPath = action.definition.handler.replace('{{ACTIONS_BASE_URL}}', '/actions');
      for (const fn of functionOf(action.name))
        expect(routes(fn), action.name).toContain(`POST ${handlerPath}`);
    }
  });

  it("serves every REST route of the registry from its action's function", () => {
    for (const route of REST_ROUTES) {
      const [fn] = functionOf(route.action);
      expect(fn, route.path).toBeDefined();
      expect(fn ? routes(fn) : [], route.path).toContain(`${route.method} ${route.path}`);
    }
  });

  it('routes no path to two functions, and only paths the router serves', () => {
    const all = functions.flatMap(routes);
    expect(all.filter((route, i) => all.indexOf(route) !== i)).toEqual([]);
    const served = new Set([
      ...ACTIONS.map((action) => `POST /actions/${kebab(action.name)}`),
      ...EVENTS.map((event) => `POST /events/${kebab(event.name)}`),
      ...REST_ROUTES.map((route) => `${route.method} ${route.path}`),
      ...DEPLOYED_RAW_ROUTES.map((route) => `${route.method} ${route.path}`),
    ]);
    expect(all.filter((route) => !served.has(route))).toEqual([]);
  });

  it('deploys the private-file routes and the unsubscribe page with the function that serves them', () => {
    for (const route of DEPLOYED_RAW_ROUTES) {
      const fn = functions.find((f) => f.id === functionId(route.action));
      expect(fn ? routes(fn) : [], route.path).toContain(`${route.method} ${route.path}`);
    }
  });

  it('puts every event on the HTTP API of the template', () => {
    const apis = Object.entries(template.Resources)
      .filter(([, resource]) => resource.Type === 'AWS::Serverless::HttpApi')
      .map(([id]) => id);
    expect(apis).toHaveLength(1);
    for (const fn of functions) {
      for (const event of fn.events) {
        expect(event.Type, fn.id).toBe('HttpApi');
        expect(event.Properties.ApiId, fn.id).toEqual({ Ref: apis[0] });
      }
    }
  });

  it('sets only variables functions/src/env.ts reads, the required ones included', () => {
    const envModule = readFileSync(new URL('./env.ts', import.meta.url), 'utf8');
    const known = new Set(
      [...envModule.matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]),
    );
    const variables = Object.keys(template.Globals.Function.Environment.Variables);
    // NODE_OPTIONS is Node's own (source maps in stack traces).
    expect(variables.filter((name) => !known.has(name) && name !== 'NODE_OPTIONS')).toEqual([]);
    expect(variables).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'ACTIONS_SECRET', 'HASURA_GRAPHQL_JWT_SECRET']),
    );
  });

  it('is what `npm run build:functions` writes from the registry', async () => {
    const expected = await formattedSamTemplate(ACTIONS, REST_ROUTES, EVENTS);
    expect(templateText, 'template.yaml is stale: run npm run build:functions').toBe(expected);
  });
});
