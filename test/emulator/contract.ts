import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';

/*
 * Discord's own contract: its OpenAPI document (discord/discord-api-spec, vendored beside this file with its
 * licence). Every request the emulator serves is matched to the document's operation by method and path
 * template; its path parameters and JSON body (a multipart request's `payload_json`) are validated against the
 * operation's schemas, compiled once per process when the emulator starts (a first compile takes long enough to
 * delay an interaction callback). A request that breaks it is recorded, and the e2e harness fails the test;
 * the route still answers by the emulator's own rules, so a refused payload keeps Discord's detailed errors
 * and nothing a test reads changes beyond the failure.
 */

/** A deliberate difference from the document: what the emulator lets through, and why. */
export type Leniency = { what: string; why: string };

export const contractLeniency: readonly Leniency[] = [
  {
    what:
      "permission bitfields in requests (`default_member_permissions`, `permissions`, overwrites' `allow` " +
      'and `deny`) may be strings of digits as well as integers',
    why:
      'the document types them as integers, but Discord documents permissions as strings of digits (they ' +
      'exceed 2^53) and accepts them so; discord.js sends them that way',
  },
  {
    what: 'query strings are not validated',
    why:
      'they arrive as text the document types as integers and booleans; the ones the bot sends (`wait`, ' +
      '`with_response`, `limit`, `before`, `after`) are set by discord.js and read and bounded by the routes',
  },
];

/** One request that breaks the document: the operation it matched, where (a JSON pointer) and what. */
export type ContractViolation = {
  method: string;
  path: string;
  /** The document's operation, e.g. `POST /channels/{channel_id}/messages`. */
  operation: string;
  /** `/params/channel_id` for a path parameter, `/body/embeds/0/title` for a body field. */
  pointer: string;
  message: string;
};

type OperationValidators = {
  operation: string;
  params: ValidateFunction;
  /** Undefined when the document gives the operation no JSON body. */
  body: ValidateFunction | undefined;
  bodyRequired: boolean;
};

type DocumentOperation = { template: string; method: string; segments: string[]; literals: number };

type Parameter = { name: string; in: string };
type PathItem = Record<string, { parameters?: Parameter[]; requestBody?: RequestBody } | Parameter[]>;
type RequestBody = { required?: boolean; content: Record<string, unknown> };
type OpenApiDocument = { paths: Record<string, PathItem> };

const documentId = 'discord-openapi.json';
const methods = ['get', 'put', 'post', 'patch', 'delete'];

/** The document, its operations and the Ajv instance: loaded once per process, as the first emulator starts. */
class Contract {
  // verbose: errors carry the data and schema they judged, to tell a union's variants apart by `type`.
  // No optimizing pass over the generated code: it halves the compile every test file pays at start
  // (about 1.2 s to 0.6 s here) and validation measured no slower.
  private readonly ajv = new Ajv2020({
    allowUnionTypes: true,
    strictTypes: false,
    verbose: true,
    code: { optimize: false },
  });
  private readonly document: OpenApiDocument;
  private readonly operations: DocumentOperation[];
  private readonly validators = new Map<string, OperationValidators>();

  constructor() {
    const source = readFileSync(new URL('./discord-api-spec/openapi.json', import.meta.url), 'utf8');
    this.document = JSON.parse(source) as OpenApiDocument;
    acceptPermissionStrings(this.document);
    // A CommonJS module: under NodeNext its function is the namespace's default.
    ajvFormats.default(this.ajv);
    // The document's own formats: a snowflake is also given a pattern, a nonce is any string up to 25.
    this.ajv.addFormat('snowflake', /^(0|[1-9][0-9]*)$/);
    this.ajv.addFormat('nonce', true);
    // OpenAPI's and Discord's annotations, which carry no rule for a validator.
    this.ajv.addVocabulary(['openapi', 'info', 'externalDocs', 'servers', 'paths', 'components']);
    this.ajv.addKeyword('x-discord-union');
    this.ajv.addSchema(this.document, documentId);
    this.operations = Object.entries(this.document.paths).flatMap(([template, item]) =>
      methods
        .filter((method) => method in item)
        .map((method) => {
          const segments = template.split('/');
          const literals = segments.filter((segment) => !segment.startsWith('{')).length;
          return { template, method: method.toUpperCase(), segments, literals };
        }),
    );
  }

  /** The operation a request is for, by method and path template; a literal segment beats a parameter. */
  match(
    method: string,
    path: string,
  ): { operation: DocumentOperation; params: Record<string, string> } | undefined {
    const segments = path.split('/');
    let best: { operation: DocumentOperation; params: Record<string, string> } | undefined;
    for (const operation of this.operations) {
      if (operation.method !== method || operation.segments.length !== segments.length) continue;
      if (best && best.operation.literals >= operation.literals) continue;
      const params: Record<string, string> = {};
      const matches = operation.segments.every((templateSegment, index) => {
        const segment = decodeURIComponent(segments[index] ?? '');
        if (!templateSegment.startsWith('{')) return templateSegment === segment;
        params[templateSegment.slice(1, -1)] = segment;
        return segment !== '';
      });
      if (matches) best = { operation, params };
    }
    return best;
  }

  /** The operations an emulator route (`:name` segments) can meet: `:messageRef` is `@original` or an id. */
  servedBy(method: string, template: string): DocumentOperation[] {
    const segments = template.split('/');
    return this.operations.filter(
      (operation) =>
        operation.method === method &&
        operation.segments.length === segments.length &&
        segments.every((segment, index) => segment.startsWith(':') || segment === operation.segments[index]),
    );
  }

  validatorsFor(operation: DocumentOperation): OperationValidators {
    const key = `${operation.method} ${operation.template}`;
    const cached = this.validators.get(key);
    if (cached) return cached;
    const compiled = this.compile(operation, key);
    this.validators.set(key, compiled);
    return compiled;
  }

  private compile(operation: DocumentOperation, key: string): OperationValidators {
    const item = this.document.paths[operation.template]!;
    const method = operation.method.toLowerCase();
    const definition = item[method] as { parameters?: Parameter[]; requestBody?: RequestBody };
    const itemPointer = `${documentId}#/paths/${pointerSegment(operation.template)}`;
    const pathParameters = [
      ...((item.parameters as Parameter[] | undefined) ?? []).map((parameter, index) => ({
        parameter,
        pointer: `${itemPointer}/parameters/${index}/schema`,
      })),
      ...(definition.parameters ?? []).map((parameter, index) => ({
        parameter,
        pointer: `${itemPointer}/${method}/parameters/${index}/schema`,
      })),
    ].filter(({ parameter }) => parameter.in === 'path');
    const params = this.ajv.compile({
      type: 'object',
      properties: Object.fromEntries(
        pathParameters.map(({ parameter, pointer }) => [parameter.name, { $ref: pointer }]),
      ),
      required: pathParameters.map(({ parameter }) => parameter.name),
    });
    const jsonBody = definition.requestBody?.content['application/json'];
    const body =
      jsonBody === undefined
        ? undefined
        : this.ajv.compile({
            $ref: `${itemPointer}/${method}/requestBody/content/${pointerSegment('application/json')}/schema`,
          });
    return { operation: key, params, body, bodyRequired: definition.requestBody?.required === true };
  }
}

const permissionFields: ReadonlySet<string> = new Set([
  'default_member_permissions',
  'permissions',
  'allow',
  'deny',
]);
const digits = { type: 'string', pattern: '^(0|[1-9][0-9]*)$' };

/** The first leniency: a permission field typed as an integer also takes a string of digits (in memory only). */
function acceptPermissionStrings(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    const typed = value as { type?: unknown } | null;
    const integer = Array.isArray(typed?.type) ? typed.type.includes('integer') : typed?.type === 'integer';
    if (permissionFields.has(key) && integer)
      (node as Record<string, unknown>)[key] = { anyOf: [value, digits] };
    else acceptPermissionStrings(value);
  }
}

/** A JSON pointer segment as a URI fragment: `~` and `/` escaped, then braces and `@` percent-encoded. */
function pointerSegment(segment: string): string {
  return encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'));
}

let contract: Contract | undefined;

/**
 * Loads the document and compiles the validators of every operation the routes serve, before any request
 * waits on it; a route the document lacks is reported by each request to it.
 */
export function prepareContract(routes: readonly { method: string; template: string }[]): void {
  contract ??= new Contract();
  for (const route of routes) {
    for (const operation of contract.servedBy(route.method, route.template))
      contract.validatorsFor(operation);
  }
}

/** How a request breaks the document; empty when real Discord's schema would accept it. */
export function contractViolations(request: {
  method: string;
  path: string;
  body: unknown;
}): ContractViolation[] {
  contract ??= new Contract();
  const { method, path, body } = request;
  const matched = contract.match(method, path);
  if (!matched) {
    return [{ method, path, operation: '-', pointer: '', message: 'the document has no such operation' }];
  }
  const validators = contract.validatorsFor(matched.operation);
  const found = (where: string, errors: ErrorObject[] | null | undefined): ContractViolation[] =>
    meaningfulErrors(errors ?? []).map((error) => ({
      method,
      path,
      operation: validators.operation,
      pointer: `/${where}${fieldPointer(error)}`,
      message: describe(error),
    }));
  const violations = validators.params(matched.params) ? [] : found('params', validators.params.errors);
  const { operation } = validators;
  if (body === undefined) {
    if (validators.bodyRequired)
      violations.push({ method, path, operation, pointer: '/body', message: 'is required' });
  } else if (!validators.body) {
    violations.push({
      method,
      path,
      operation,
      pointer: '/body',
      message: 'the operation takes no JSON body',
    });
  } else if (!validators.body(body)) {
    violations.push(...found('body', validators.body.errors));
  }
  return violations;
}

/**
 * Ajv reports every branch of a union that failed. The branches whose `type` differs are not what the request
 * meant, and the union's own error only repeats that nothing matched: both go when a more specific error is
 * left, as Discord reports the fields of the variant the `type` names; when none is, the `type` is the error.
 * Repeated errors are reported once.
 */
function meaningfulErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const isUnion = (error: ErrorObject) => error.keyword === 'anyOf' || error.keyword === 'oneOf';
  const unions = errors.filter(isUnion);
  const isTypeMismatch = (error: ErrorObject) =>
    (error.keyword === 'enum' || error.keyword === 'const') &&
    unions.some((union) => error.instancePath === `${union.instancePath}/type`);
  const specific = errors.filter(
    (error) => !isUnion(error) && !isTypeMismatch(error) && !namesOtherType(error),
  );
  // No variant has the object's `type`: that is the one error, as Discord reports an unknown type.
  const typeMismatches = errors.filter(isTypeMismatch);
  const chosen = [specific, typeMismatches, errors].find((list) => list.length > 0) ?? [];
  const seen = new Set<string>();
  return chosen.filter((error) => {
    const key = `${fieldPointer(error)} ${describe(error)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** An error about an object (a missing field...) from a variant whose `type` is not the object's. */
function namesOtherType(error: ErrorObject): boolean {
  const data = error.data as { type?: unknown } | null;
  const variant = (error.parentSchema as { properties?: { type?: { enum?: unknown[]; const?: unknown } } })
    ?.properties?.type;
  if (typeof data !== 'object' || data === null || !('type' in data) || variant === undefined) return false;
  const allowed = variant.enum ?? (variant.const === undefined ? undefined : [variant.const]);
  return allowed !== undefined && !allowed.includes(data.type);
}

/** Where the error is: a missing property is reported at the property, as Discord does. */
function fieldPointer(error: ErrorObject): string {
  const missing = error.keyword === 'required' ? (error.params.missingProperty as string) : undefined;
  return missing === undefined ? error.instancePath : `${error.instancePath}/${missing}`;
}

function describe(error: ErrorObject): string {
  const allowed = (error.params.allowedValues ?? error.params.allowedValue) as unknown;
  return allowed === undefined ? `${error.message}` : `${error.message}: ${JSON.stringify(allowed)}`;
}
