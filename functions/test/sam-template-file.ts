import { readFileSync } from 'node:fs';
import { type CollectionTag, parse, type ScalarTag } from 'yaml';
import { z } from 'zod';
import { TEMPLATE_FILE } from '../scripts/sam-template';

// CloudFormation's short forms (!Ref, !Sub, ...) as their long forms, so the template parses.
const INTRINSICS = ['Ref', 'Sub', 'GetAtt', 'Join', 'If', 'Equals', 'Not', 'Select', 'Split'];
const longForm = (name: string) => (name === 'Ref' ? 'Ref' : `Fn::${name}`);
const cloudFormationTags = INTRINSICS.flatMap((name): (ScalarTag | CollectionTag)[] => [
  { tag: `!${name}`, resolve: (value) => ({ [longForm(name)]: value }) },
  {
    tag: `!${name}`,
    collection: 'seq',
    resolve: (value) => ({ [longForm(name)]: value.toJSON() as unknown }),
  },
]);

const ref = z.strictObject({ Ref: z.string() });
const sub = z.strictObject({ 'Fn::Sub': z.string() });

const parameterSchema = z.strictObject({
  Type: z.enum(['String', 'Number']),
  NoEcho: z.literal(true).optional(),
  Default: z.string().optional(),
  AllowedValues: z.array(z.string()).min(1).optional(),
  MinLength: z.number().int().positive().optional(),
  Description: z.string().min(1),
});

/** An inline policy of AWS::Serverless::Function Policies (the only kind the template uses). */
const policySchema = z.strictObject({
  Version: z.literal('2012-10-17'),
  Statement: z
    .array(
      z.strictObject({
        Sid: z.string().regex(/^[A-Za-z0-9]+$/),
        Effect: z.literal('Allow'),
        Action: z.array(z.string().regex(/^[a-z0-9-]+:[A-Za-z]+$/)).min(1),
        Resource: z.union([z.literal('*'), sub]),
      }),
    )
    .min(1),
});

const httpApiEventSchema = z.strictObject({
  Type: z.literal('HttpApi'),
  Properties: z.strictObject({
    ApiId: ref,
    Method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    // API Gateway's route syntax: literal segments, {name} and a trailing {name+}.
    Path: z.string().regex(/^(\/([a-z0-9_-]+|\{[A-Za-z]+\}))*(\/\{[A-Za-z]+\+\})?$/),
  }),
});

const functionSchema = z.strictObject({
  Type: z.literal('AWS::Serverless::Function'),
  Properties: z.strictObject({
    Description: z.string().min(1),
    // The folder `npm run build:functions` writes the bundle to.
    CodeUri: z.string().regex(/^dist\/[a-z0-9-]+\/$/),
    // index.mjs, export `handler`.
    Handler: z.literal('index.handler'),
    Policies: z.array(policySchema).length(1).optional(),
    Events: z.record(z.string().regex(/^[A-Za-z0-9]+$/), httpApiEventSchema),
  }),
});

const httpApiSchema = z.strictObject({
  Type: z.literal('AWS::Serverless::HttpApi'),
  Properties: z.strictObject({
    Description: z.string(),
    CorsConfiguration: z.strictObject({
      AllowOrigins: z.array(z.union([z.string(), ref])).min(1),
      AllowMethods: z.array(z.string()),
      AllowHeaders: z.array(z.string()),
      AllowCredentials: z.boolean(),
      MaxAge: z.number(),
    }),
  }),
});

/** The shapes template.yaml uses, no more: a misspelt or unknown key fails the test. */
export const samTemplateSchema = z.strictObject({
  AWSTemplateFormatVersion: z.literal('2010-09-09'),
  Transform: z.literal('AWS::Serverless-2016-10-31'),
  Description: z.string(),
  Parameters: z.record(z.string().regex(/^[A-Za-z0-9]+$/), parameterSchema),
  Globals: z.strictObject({
    Function: z.strictObject({
      Runtime: z.string().regex(/^nodejs\d+\.x$/),
      Architectures: z.array(z.enum(['arm64', 'x86_64'])).length(1),
      MemorySize: z.number().int().min(128).max(10240),
      // API Gateway's HTTP API waits 30 s for an integration at most.
      Timeout: z.number().int().min(1).max(30),
      Environment: z.strictObject({
        Variables: z.record(z.string().regex(/^[A-Z][A-Z0-9_]*$/), z.union([z.string(), ref])),
      }),
    }),
  }),
  Resources: z.record(
    z.string().regex(/^[A-Za-z0-9]+$/),
    z.discriminatedUnion('Type', [functionSchema, httpApiSchema]),
  ),
  Outputs: z.record(z.string(), z.strictObject({ Description: z.string(), Value: sub })),
});

export type SamTemplate = z.infer<typeof samTemplateSchema>;

export const templateText = readFileSync(TEMPLATE_FILE, 'utf8');

/** template.yaml as parsed YAML, not yet checked. */
export const parsedTemplate: unknown = parse(templateText, { customTags: cloudFormationTags });
