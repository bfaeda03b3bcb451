// Malformed requests for every operation of the OpenAPI document, drawn from a seed: the same seed gives the same
// requests, so a fault found once is found again. Each request is wrong in one way the operation's own contract
// forbids (a value of its path, query or body, its body's JSON or type, its rule set, or for a signed operation its
// token); everything else is plausible (ids that exist nowhere, values in range), so that the refusal comes from the
// fault and not from elsewhere. A write answered 2xx therefore took input it should have refused.
import { createPrng, type Prng } from '../../src/engine/prng';

export interface OpenApiSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: OpenApiSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  required?: string[];
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
}

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: OpenApiSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters: OpenApiParameter[];
  body?: OpenApiSchema;
  signed: boolean;
}

export interface MalformedRequest {
  operation: Operation;
  /** What is wrong with it, for the report. */
  fault: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** The tokens a request may carry: the valid one of the fuzzing player, and refused ones. */
export interface FuzzTokens {
  valid: string;
  refused: Record<string, string>;
}

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
      signed: (operation.security?.length ?? 0) > 0,
    })),
  );
}

/**
 * Text no input may hold: control characters, half characters (a body's line breaks and tabs are text, not faults).
 */
const invalidTexts = ['\u0000', 'a\u0000b', '\u0001\u001f', '\u007f', 'x\u001by', '\ud800', 'x\udc00y'];

/**
 * Text that is valid but has broken servers: SQL, markup, templates, paths out of the folder, encodings, direction
 * marks. Stored and shown as text where text is free; a fault where the value names something (an id, a name).
 */
const trickyTexts = [
  "'; drop table users; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00',
  '%2500',
  '%ZZ',
  '\u202e\u0301',
];

/** Numbers out of any range: huge, negative, fractional, not finite once coerced. */
const hostileNumbers = [-1, -2147483649, 2147483648, 2 ** 60, 1.5, 1e308, -0.000001];

/**
 * A path or query value as a careless client sends it: percent-encoded, a half character as the invalid UTF-8 a
 * naive encoder writes for it; a value already starting with `%` is sent as it is (`%00`, `%2500`, `%ZZ`).
 */
function encodeParameter(text: string): string {
  if (text.startsWith('%')) return text;
  return [...text].map((char) => (/[\ud800-\udfff]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
}

const invalidUtf8 = ['%ED%A0%80', '%ED%B0%80', '%FF', '%C0%AF', '%E0%80%AF'];

/** A value the schema takes: the request's other parts must not be the reason for a refusal. */
function plausibleValue(schema: OpenApiSchema | undefined, prng: Prng, name = ''): unknown {
  if (!schema) return 'x';
  if (schema.enum?.length) return prng.pick(schema.enum);
  if (schema.anyOf?.length) return plausibleValue(prng.pick(schema.anyOf), prng, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 1;
      const max = Math.min(schema.maximum ?? min + 100, min + 100);
      return prng.int(min, max);
    }
    case 'boolean':
      return prng.chance(0.5);
    case 'array':
      return [plausibleValue(schema.items, prng, name)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausibleValue(value, prng, key)]),
      );
    default: {
      if (schema.format === 'uuid' || /id$/i.test(name)) return prng.uuid();
      if (/name/i.test(name)) return `zz_personne_${prng.hex(6)}`;
      const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 12));
      return 'a'.repeat(length);
    }
  }
}

/** A value of the wrong kind, or out of the schema's bounds, for a body field of `schema`. */
function wrongBodyValue(schema: OpenApiSchema, prng: Prng): { value: unknown; fault: string } {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const choices: (() => { value: unknown; fault: string })[] = [
    () => ({ value: prng.pick([{}, [], null, true, [1, 2]]), fault: 'wrong type' }),
    () => ({ value: { nested: { deeper: [[[[[[[[[[1]]]]]]]]]] } }, fault: 'nested value' }),
  ];
  if (type === 'integer' || type === 'number') {
    choices.push(
      () => ({ value: prng.pick(hostileNumbers), fault: 'number out of range' }),
      () => ({ value: String(prng.int(1, 9)), fault: 'number as text' }),
      () => ({ value: (schema.minimum ?? 0) - 1, fault: 'below the minimum' }),
      () => ({ value: (schema.maximum ?? 2 ** 31) + 1, fault: 'above the maximum' }),
    );
  } else {
    choices.push(
      () => ({ value: prng.pick(hostileNumbers), fault: 'number for text' }),
      () => ({ value: prng.pick(invalidTexts), fault: 'invalid text' }),
      () => ({ value: 'x'.repeat((schema.maxLength ?? 5000) + 1), fault: 'overlong text' }),
      () => ({ value: 'x'.repeat(prng.pick([100_000, 1_000_000])), fault: 'huge text' }),
    );
    if ((schema.minLength ?? 0) > 0) choices.push(() => ({ value: '', fault: 'empty text' }));
    if (schema.format === 'uuid') choices.push(() => ({ value: 'not-a-uuid', fault: 'not a uuid' }));
  }
  return prng.pick(choices)();
}

/** A bad path or query value for a parameter of `schema`. */
function wrongParameterValue(schema: OpenApiSchema | undefined, prng: Prng): { value: string; fault: string } {
  const choices: (() => { value: string; fault: string })[] = [
    () => ({ value: encodeParameter(prng.pick(invalidTexts)), fault: 'invalid text' }),
    () => ({ value: encodeParameter(prng.pick(trickyTexts)), fault: 'names nothing' }),
    () => ({ value: prng.pick(invalidUtf8), fault: 'invalid UTF-8' }),
    () => ({ value: 'x'.repeat(prng.pick([1001, 5000, 60_000])), fault: 'overlong value' }),
  ];
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  if (type === 'integer' || type === 'number')
    choices.push(
      () => ({ value: prng.pick(['abc', '1e309', '-1e309', 'NaN', '0x10', '1.5', '']), fault: 'not a number' }),
      () => ({ value: String(prng.pick(hostileNumbers)), fault: 'number out of range' }),
    );
  if (schema?.enum) choices.push(() => ({ value: 'PAS_UNE_VALEUR', fault: 'not one of the values' }));
  if (schema?.format === 'uuid') choices.push(() => ({ value: 'not-a-uuid', fault: 'not a uuid' }));
  return prng.pick(choices)();
}

/**
 * A body that is not the JSON the operation takes. An operation that takes no body ignores a text one as any server
 * would: those are sent only to operations that take one.
 */
function brokenBody(prng: Prng, takesBody: boolean): { payload: string; contentType: string; fault: string } {
  const ignoredWithoutBody = [
    () => ({ payload: '{"a":1}', contentType: 'text/plain', fault: 'JSON as text' }),
    () => ({ payload: '{"a":1}', contentType: 'application/json; charset=utf-16', fault: 'unknown charset' }),
  ];
  return prng.pick([
    ...(takesBody ? ignoredWithoutBody : []),
    () => ({ payload: '{"broken": ', contentType: 'application/json', fault: 'truncated JSON' }),
    () => ({ payload: '{"a":1}garbage', contentType: 'application/json', fault: 'JSON and garbage' }),
    () => ({ payload: "{'a': 1}", contentType: 'application/json', fault: 'not JSON' }),
    () => ({ payload: '['.repeat(50_000), contentType: 'application/json', fault: 'deeply nested JSON' }),
    () => ({ payload: '{"__proto__": {"admin": true}}', contentType: 'application/json', fault: 'prototype key' }),
    () => ({ payload: '\u0000\u0001', contentType: 'application/json', fault: 'binary body' }),
    () => ({ payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded', fault: 'form body' }),
    () => ({ payload: '<a>1</a>', contentType: 'application/xml', fault: 'XML body' }),
    () => ({ payload: 'x'.repeat(2_000_000), contentType: 'application/json', fault: 'body over the limit' }),
  ])();
}

type Parts = { path: Record<string, string>; query: [string, string][]; body?: Record<string, unknown> };

function plausibleParts(operation: Operation, prng: Prng): Parts {
  const path: Record<string, string> = {};
  const query: [string, string][] = [];
  for (const parameter of operation.parameters) {
    const value = String(plausibleValue(parameter.schema, prng, parameter.name));
    if (parameter.in === 'path') path[parameter.name] = encodeURIComponent(value);
    else if (parameter.in === 'query' && (parameter.required || prng.chance(0.5)))
      query.push([parameter.name, encodeURIComponent(value)]);
  }
  const body = operation.body ? (plausibleValue(operation.body, prng) as Record<string, unknown>) : undefined;
  return { path, query, body };
}

/** The ways `operation` can be malformed: each one makes a request its contract refuses. */
function faultsOf(operation: Operation, tokens: FuzzTokens) {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const bodyFields = Object.entries(operation.body?.properties ?? {});
  type Fault = (parts: Parts, prng: Prng, request: Draft) => string;
  const faults: Fault[] = [
    (_, prng, request) => {
      request.headers['x-zunivers-rulesettype'] = prng.pick(['EXPERT', 'NORMALE', 'HARD CORE', '', 'NORMAL,HARDCORE']);
      return 'unknown rule set';
    },
  ];
  if (pathParameters.length > 0)
    faults.push((parts, prng) => {
      const parameter = prng.pick(pathParameters);
      const { value, fault } = wrongParameterValue(parameter.schema, prng);
      parts.path[parameter.name] = value;
      return `path ${parameter.name}: ${fault}`;
    });
  for (const parameter of queryParameters) {
    faults.push((parts, prng) => {
      const { value, fault } = wrongParameterValue(parameter.schema, prng);
      parts.query = parts.query.filter(([name]) => name !== parameter.name);
      parts.query.push([parameter.name, value]);
      return `query ${parameter.name}: ${fault}`;
    });
    faults.push((parts, prng) => {
      const { value } = wrongParameterValue(parameter.schema, prng);
      parts.query.push([parameter.name, encodeURIComponent(String(plausibleValue(parameter.schema, prng)))]);
      parts.query.push([parameter.name, value]);
      return `query ${parameter.name}: repeated`;
    });
    if (parameter.required)
      faults.push((parts) => {
        parts.query = parts.query.filter(([name]) => name !== parameter.name);
        return `query ${parameter.name}: missing`;
      });
  }
  for (const [name, schema] of bodyFields) {
    faults.push((parts, prng) => {
      const { value, fault } = wrongBodyValue(schema, prng);
      parts.body = { ...parts.body, [name]: value };
      return `body ${name}: ${fault}`;
    });
    if (operation.body?.required?.includes(name))
      faults.push((parts) => {
        const { [name]: _missing, ...rest } = parts.body ?? {};
        parts.body = rest;
        return `body ${name}: missing`;
      });
  }
  if (operation.method !== 'GET')
    faults.push((parts, prng, request) => {
      const { payload, contentType, fault } = brokenBody(prng, operation.body !== undefined);
      request.rawBody = { payload, contentType };
      return `body: ${fault}`;
    });
  if (operation.signed)
    faults.push((_, prng, request) => {
      const [kind, value] = prng.pick(Object.entries(tokens.refused));
      request.token = value;
      return `token: ${kind}`;
    });
  return faults;
}

interface Draft {
  headers: Record<string, string>;
  token?: string;
  rawBody?: { payload: string; contentType: string };
}

/** The request of `operation` made of `parts`, with what the draft sets (headers, token, a raw body). */
function requestOf(operation: Operation, parts: Parts, draft: Draft, fault: string): MalformedRequest {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => parts.path[name] ?? 'x');
  const query = parts.query.map(([name, value]) => `${name}=${value}`).join('&');
  const headers = { ...draft.headers };
  if (draft.token) headers.authorization = draft.token;
  let payload: string | undefined;
  if (draft.rawBody) {
    payload = draft.rawBody.payload;
    headers['content-type'] = draft.rawBody.contentType;
  } else if (operation.method !== 'GET' && parts.body) {
    payload = JSON.stringify(parts.body);
    headers['content-type'] = 'application/json';
  }
  return { operation, fault, method: operation.method, url: query ? `${path}?${query}` : path, headers, payload };
}

/**
 * A well-formed request of `operation` (values its schemas take, ids that exist nowhere) carrying `authorization`:
 * whatever refuses it, it is not its form.
 */
export function plausibleRequest(operation: Operation, authorization: string | undefined, seed: string) {
  const prng = createPrng(seed);
  return requestOf(operation, plausibleParts(operation, prng), { headers: {}, token: authorization }, 'none');
}

/**
 * `count` malformed requests spread evenly over `operations` (in turn), drawn from `seed`. Half of them carry the
 * valid token (the fault is then elsewhere), the other half none, unless the fault is the token.
 */
export function* malformedRequests(
  operations: Operation[],
  { seed, count, tokens }: { seed: string; count: number; tokens: FuzzTokens },
): Generator<MalformedRequest> {
  const prng = createPrng(seed);
  const faultsByOperation = operations.map((operation) => faultsOf(operation, tokens));
  for (let index = 0; index < count; index++) {
    const operation = operations[index % operations.length]!;
    const parts = plausibleParts(operation, prng);
    const draft: Draft = { headers: {}, token: prng.chance(0.5) ? tokens.valid : undefined };
    const fault = prng.pick(faultsByOperation[index % operations.length]!)(parts, prng, draft);
    yield requestOf(operation, parts, draft, fault);
  }
}
