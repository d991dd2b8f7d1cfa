/**
 * Reads the API's own OpenAPI document (/api/docs/json) into operations, builds a valid-looking request for
 * each from its schemas, and lists every field a fuzz case can replace. Nothing here knows a route by name:
 * a new route is covered as soon as it is in the document.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

type OpenApiParameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export type Parameter = { name: string; schema: JsonSchema };

export type Operation = {
  method: string;
  /** The document's path template, such as `/api/posts/{id}`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body schema, when the route declares one. */
  bodySchema?: JsonSchema;
  /** Content types the route declares for its body (none for routes that read the raw request). */
  bodyContentTypes: string[];
};

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** How many operations the document lists, counted independently of `operationsOf`. */
export function countDocumentOperations(document: OpenApiDocument): number {
  let count = 0;
  for (const item of Object.values(document.paths)) {
    for (const method of Object.keys(item)) if (HTTP_METHODS.includes(method.toLowerCase())) count++;
  }
  return count;
}

/** Every operation of the document, in document order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(method.toLowerCase())) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const pathParams = parameters
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} }));
      // A template parameter the document forgot still gets fuzzed.
      for (const match of path.matchAll(/\{([^}]+)\}/g)) {
        const name = match[1] ?? '';
        if (!pathParams.some((parameter) => parameter.name === name)) pathParams.push({ name, schema: {} });
      }
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams,
        queryParams: parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
        bodySchema: content['application/json']?.schema,
        bodyContentTypes: Object.keys(content),
      });
    }
  }
  return operations;
}

/** The constraints of a schema with its `allOf` parts folded in (patterns collected). */
function flatten(schema: JsonSchema): JsonSchema & { patterns: string[] } {
  const patterns: string[] = schema.pattern ? [schema.pattern] : [];
  let merged: JsonSchema = { ...schema };
  for (const part of schema.allOf ?? []) {
    const flat = flatten(part);
    patterns.push(...flat.patterns);
    merged = { ...flat, ...merged };
  }
  const branch = (schema.anyOf ?? schema.oneOf)?.find((option) => typeOf(option) !== 'null');
  if (branch) {
    const flat = flatten(branch);
    patterns.push(...flat.patterns);
    merged = { ...flat, ...merged };
  }
  return { ...merged, patterns };
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  for (const part of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    const type = typeOf(part);
    if (type && type !== 'null') return type;
  }
  return undefined;
}

/** Plausible strings, tried in order: hints from the field's name first, then generic ones. */
function stringCandidates(name: string, format: string | undefined): string[] {
  const byFormat: Record<string, string[]> = {
    email: ['fuzz@example.com'],
    'date-time': ['2026-03-01T09:00:00.000Z'],
    date: ['2026-03-01'],
    uri: ['https://example.com/fuzz'],
    uuid: ['00000000-0000-4000-8000-000000000000'],
  };
  const hints: [RegExp, string[]][] = [
    [/email/i, ['fuzz@example.com']],
    [/password/i, ['Fuzz1234!x']],
    [/country/i, ['US']],
    [/currency/i, ['USD']],
    [/(At|Date|Time)$|date/i, ['2026-03-01', '2026-03-01T09:00:00.000Z']],
    [/url|path|href|link|image|thumbnail/i, ['https://example.com/fuzz.png', '/media/fuzz.png']],
    [/phone/i, ['+1 213-555-0100']],
    [/zip|postal/i, ['90012']],
    [/code/i, ['FUZZ1', '123456']],
  ];
  const generic = [
    'Fuzz',
    'Fuzz value',
    'fuzz',
    'FUZZ',
    'US',
    '123456',
    '1',
    'a',
    'fuzz-slug',
    'https://example.com/fuzz',
    '/fuzz',
    '2026-03-01',
    'fuzz@example.com',
    'Fuzz1234!x',
  ];
  return [
    ...(format ? (byFormat[format] ?? []) : []),
    ...hints.filter(([pattern]) => pattern.test(name)).flatMap(([, values]) => values),
    ...generic,
  ];
}

function satisfiesString(value: string, schema: JsonSchema & { patterns: string[] }): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  return schema.patterns.every((pattern) => {
    try {
      return new RegExp(pattern, 'u').test(value);
    } catch {
      return new RegExp(pattern).test(value);
    }
  });
}

function exampleNumber(schema: JsonSchema, integer: boolean): number {
  let low = schema.minimum ?? Number.NEGATIVE_INFINITY;
  let high = schema.maximum ?? Number.POSITIVE_INFINITY;
  if (typeof schema.exclusiveMinimum === 'number') low = Math.max(low, schema.exclusiveMinimum + 1);
  else if (schema.exclusiveMinimum === true) low += 1;
  if (typeof schema.exclusiveMaximum === 'number') high = Math.min(high, schema.exclusiveMaximum - 1);
  else if (schema.exclusiveMaximum === true) high -= 1;
  let value = Math.min(Math.max(1, low), high);
  if (!Number.isFinite(value)) value = 1;
  return integer ? Math.ceil(value) : value;
}

/** A valid-looking value for a schema: every optional property present, every array one item long. */
export function exampleFor(schema: JsonSchema, name = ''): unknown {
  const flat = flatten(schema);
  if (flat.const !== undefined) return flat.const;
  if (flat.enum && flat.enum.length > 0) return flat.enum.find((value) => value !== null) ?? flat.enum[0];
  switch (typeOf(flat)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(flat.properties ?? {}))
        value[key] = exampleFor(property, key);
      return value;
    }
    case 'array': {
      const length = Math.max(1, flat.minItems ?? 0);
      return Array.from({ length }, () => exampleFor(flat.items ?? {}, name));
    }
    case 'integer':
      return exampleNumber(flat, true);
    case 'number':
      return exampleNumber(flat, false);
    case 'boolean':
      return typeof flat.default === 'boolean' ? flat.default : true;
    case 'null':
      return null;
    default: {
      const found = stringCandidates(name, flat.format).find((candidate) => satisfiesString(candidate, flat));
      return found ?? 'a'.repeat(Math.max(1, flat.minLength ?? 1));
    }
  }
}

/** One place in a JSON body a fuzz case can replace: its path, a printable name, its schema, whether required. */
export type Field = { path: (string | number)[]; name: string; schema: JsonSchema; required: boolean };

/** Every property of a body schema, nested objects and array items included (the first item stands for all). */
export function fieldsOf(schema: JsonSchema, prefix: (string | number)[] = []): Field[] {
  const flat = flatten(schema);
  const fields: Field[] = [];
  const type = typeOf(flat);
  if (type === 'object') {
    for (const [key, property] of Object.entries(flat.properties ?? {})) {
      const path = [...prefix, key];
      const required = flat.required?.includes(key) ?? false;
      fields.push({ path, name: path.join('.'), schema: property, required }, ...fieldsOf(property, path));
    }
  } else if (type === 'array' && flat.items) {
    const path = [...prefix, 0];
    fields.push(
      { path, name: path.join('.'), schema: flat.items, required: false },
      ...fieldsOf(flat.items, path),
    );
  }
  return fields;
}

/** A deep copy of `value` with the place at `path` replaced. */
export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = withValueAt(copy[head as number], rest, replacement);
    return copy;
  }
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return { ...record, [head]: withValueAt(record[head as string], rest, replacement) };
}

/** The longest string the schema allows (or undefined when it sets no limit). */
export function maxLengthOf(schema: JsonSchema): number | undefined {
  return flatten(schema).maxLength;
}

/** The most items the schema allows (or undefined when it sets no limit). */
export function maxItemsOf(schema: JsonSchema): number | undefined {
  const flat = flatten(schema);
  return typeOf(flat) === 'array' ? flat.maxItems : undefined;
}

/** The type the schema expects, or undefined. */
export function schemaType(schema: JsonSchema): string | undefined {
  return typeOf(flatten(schema));
}
