/**
 * Runs the fuzz cases of every operation against one app and one role, and collects every answer that
 * breaks the rules (a 5xx, a slow answer, or an error without the `{ code, message }` body) instead of
 * stopping at the first.
 */
import { performance } from 'node:perf_hooks';
import {
  type HostileBody,
  type HostileUrlValue,
  hostileJsonValuesFor,
  hostileUrlValuesFor,
  hostileWholeBodies,
  LARGE_BYTES,
  longStringShapes,
} from './hostile-values.ts';
import {
  exampleFor,
  fieldsOf,
  maxItemsOf,
  maxLengthOf,
  type Operation,
  type Parameter,
  schemaType,
  withValueAt,
} from './openapi-walk.ts';

/** The slowest answer that passes: a linear handler answers in milliseconds, a backtracking one in seconds. */
export const SLOW_MS = 2000;
/** A big string slower than this is not sent again at a bigger size (it could stall the suite for minutes). */
const GROWTH_MS = 500;
/** A request without an answer after this long is reported and left behind. */
const NO_ANSWER_MS = 15_000;

export type SendRequest = {
  method: string;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
  cookie?: string;
};
/** An answer: its status, its body and (when it has one) its content type. */
export type Answer = { status: number; body: string; contentType?: string };
export type Send = (request: SendRequest) => Promise<Answer>;

export type Failure = {
  role: string;
  method: string;
  path: string;
  url: string;
  /** Which part of the request was hostile: `path.id`, `query.size`, `body.steps.0.priceKrw`, `body`. */
  target: string;
  kind: string;
  status: number | 'no answer';
  ms: number;
  problem: string;
  body: string;
};

export type FuzzOptions = {
  role: string;
  send: Send;
  /** The role's session cookie at this moment (undefined for a visitor). */
  cookie: () => string | undefined;
  /** Values never used as a plausible path parameter (the acting member's own code). */
  excluded?: Set<string>;
  /** Runs after each operation's cases, e.g. to sign in again after a case signed the role out. */
  afterOperation?: () => Promise<void>;
  /** Keys (`METHOD path|target|shape`) of big-string cases already found slow, shared across roles. */
  slowKeys?: Set<string>;
  /**
   * A cookie of a role that may use every route (staff). An operation this role is refused (401, 403 or
   * 404) while the reference role gets another answer is guarded: the guard runs before any parsing, so
   * it gets a small sample of cases here and the full set in the reference role's own run.
   */
  referenceCookie?: () => string | undefined;
};

/** Cases a guarded operation still gets (the guard must refuse them cleanly too). */
/** The one hostile path value a HEAD twin of a GET route gets (the longest the router passes on). */
const headPathKind = 'length 100';
const guardedPathKinds = new Set([
  '2^31',
  'path traversal',
  'lone surrogate (CESU-8 bytes)',
  'length 100',
  'length 8000',
]);
const guardedBodyKinds = new Set([
  'invalid JSON',
  'deep arrays (100000)',
  'over the 1 MB limit',
  'multipart: truncated in the file',
]);

/** The well-formed multipart body, sent first among the multipart cases. */
const multipartProbeKind = 'multipart: one small file';

/** The type of a query parameter's values (an array parameter's items). */
function queryItemType(parameter: Parameter): string | undefined {
  const type = schemaType(parameter.schema);
  return type === 'array' ? schemaType(parameter.schema.items ?? {}) : type;
}

/** A value one character past the parameter's longest (none when its schema sets no limit). */
function overLimit(parameter: Parameter): HostileUrlValue[] {
  const schema = schemaType(parameter.schema) === 'array' ? (parameter.schema.items ?? {}) : parameter.schema;
  const maxLength = maxLengthOf(schema);
  return maxLength === undefined
    ? []
    : [{ kind: `limit + 1 (${maxLength + 1} chars)`, raw: 'a'.repeat(maxLength + 1) }];
}

const MARKER = 'FUZZ_MARKER_7f3a0c';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const methodOrder = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];

function paramNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
}

/** Keys to look for in a collection's answers when filling `{name}`. */
function keysFor(name: string): string[] {
  const keys = [name];
  if (/code$/i.test(name)) keys.push('code');
  if (/id$/i.test(name)) keys.push('id');
  keys.push('id', 'code', 'key', 'file');
  return [...new Set(keys)];
}

/** The first string or number under one of `keys` in a JSON value, breadth first; `skipTop` skips the root's own keys. */
function findValue(
  value: unknown,
  keys: string[],
  excluded: Set<string>,
  skipTop: boolean,
): string | undefined {
  for (const key of keys) {
    const queue: { node: unknown; top: boolean }[] = [{ node: value, top: true }];
    while (queue.length > 0) {
      const { node, top } = queue.shift()!;
      if (Array.isArray(node)) {
        for (const item of node) queue.push({ node: item, top: false });
      } else if (node && typeof node === 'object') {
        const record = node as Record<string, unknown>;
        const found = record[key];
        if (!(top && skipTop) && (typeof found === 'string' || typeof found === 'number')) {
          const text = String(found);
          if (text !== '' && !excluded.has(text)) return text;
        }
        for (const child of Object.values(record))
          if (child && typeof child === 'object') queue.push({ node: child, top: false });
      }
    }
  }
  return undefined;
}

export class FuzzRun {
  readonly failures: Failure[] = [];
  readonly exercised = new Set<string>();
  requests = 0;
  /** Requests and milliseconds per operation, for finding where the suite spends its time. */
  readonly timings = new Map<string, { requests: number; ms: number }>();
  readonly kindTimings = new Map<string, { requests: number; ms: number }>();
  private readonly answers = new Map<string, unknown[]>();
  private readonly plausible = new Map<string, Record<string, string>>();
  private readonly guarded = new Set<string>();
  private readonly options: FuzzOptions;
  private readonly slowKeys: Set<string>;

  constructor(options: FuzzOptions) {
    this.options = options;
    this.slowKeys = options.slowKeys ?? new Set();
  }

  /** Sends one case, checks the answer and records any failure; returns the answer and its time. */
  private async exec(
    operation: Operation,
    target: string,
    kind: string,
    request: Omit<SendRequest, 'method'>,
  ): Promise<{ answer?: Answer; ms: number }> {
    this.requests++;
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const noAnswer = new Promise<'no answer'>((resolve) => {
      timer = setTimeout(() => resolve('no answer'), NO_ANSWER_MS);
    });
    let answer: Answer | 'no answer';
    try {
      answer = await Promise.race([
        this.options.send({ cookie: this.options.cookie(), ...request, method: operation.method }),
        noAnswer,
      ]);
    } catch (error) {
      answer = { status: 0, body: `the request could not be sent: ${String(error)}` };
    } finally {
      clearTimeout(timer);
    }
    const ms = Math.round(performance.now() - started);
    const timingKey = `${operation.method} ${operation.path}`;
    const timing = this.timings.get(timingKey) ?? { requests: 0, ms: 0 };
    this.timings.set(timingKey, { requests: timing.requests + 1, ms: timing.ms + ms });
    const kindTiming = this.kindTimings.get(kind) ?? { requests: 0, ms: 0 };
    this.kindTimings.set(kind, { requests: kindTiming.requests + 1, ms: kindTiming.ms + ms });
    const fail = (problem: string, status: number | 'no answer', body: string) =>
      this.failures.push({
        role: this.options.role,
        method: operation.method,
        path: operation.path,
        url:
          request.url.length > 160
            ? `${request.url.slice(0, 160)}...(${request.url.length} chars)`
            : request.url,
        target,
        kind,
        status,
        ms,
        problem,
        body: body.slice(0, 200),
      });
    if (answer === 'no answer') {
      fail(`no answer within ${NO_ANSWER_MS} ms`, 'no answer', '');
      return { ms };
    }
    if (answer.status >= 500 || answer.status < 100)
      fail(`status ${answer.status}`, answer.status, answer.body);
    else if (ms > SLOW_MS) fail(`slower than ${SLOW_MS} ms`, answer.status, answer.body);
    else if (answer.status >= 400 && !isErrorAnswer(operation, answer)) {
      fail('error answer without the { code, message } body', answer.status, answer.body);
    }
    return { answer, ms };
  }

  /** Runs every case of every operation: a discovery pass first (plausible ids), then the hostile cases. */
  async runAll(operations: Operation[]): Promise<void> {
    const byDepth = [...operations].sort((a, b) => paramNames(a.path).length - paramNames(b.path).length);
    // Discovery: the valid-looking GET and POST of each operation, shallow paths first, so that the
    // answers of a collection give real ids for the operations below it.
    for (const operation of byDepth) {
      if (operation.method !== 'GET' && operation.method !== 'POST') continue;
      await this.baseline(operation);
      // A valid-looking POST may sign the role out (sign-out is one): sign in again before going on.
      await this.options.afterOperation?.();
    }
    const ordered = [...operations].sort((a, b) => {
      const byMethod = methodOrder.indexOf(a.method) - methodOrder.indexOf(b.method);
      if (byMethod !== 0) return byMethod;
      // Deletes go deepest first, so that deleting a parent does not empty its children's cases.
      return a.method === 'DELETE' ? paramNames(b.path).length - paramNames(a.path).length : 0;
    });
    for (const operation of ordered) {
      if (operation.method !== 'GET' && operation.method !== 'POST') await this.baseline(operation);
      await this.hostileCases(operation);
      await this.options.afterOperation?.();
    }
  }

  private baselineBody(operation: Operation): unknown {
    return operation.bodySchema ? exampleFor(operation.bodySchema) : undefined;
  }

  private async baseline(operation: Operation): Promise<void> {
    const body = this.baselineBody(operation);
    const request = {
      url: this.url(operation, {}, this.baselineQuery(operation)),
      ...(body === undefined ? {} : { contentType: 'application/json', payload: JSON.stringify(body) }),
    };
    const { answer } = await this.exec(operation, 'none', 'valid-looking request', request);
    this.exercised.add(`${operation.method} ${operation.path}`);
    // A refused read is compared with the reference role's answer (reads change nothing, so this is safe;
    // writes are told guarded by whether their invalid JSON is even parsed, in hostileCases).
    const refused = answer && [401, 403, 404].includes(answer.status);
    if (refused && operation.method === 'GET' && this.options.referenceCookie) {
      const reference = await this.exec(operation, 'none', 'valid-looking request as the reference role', {
        ...request,
        cookie: this.options.referenceCookie(),
      });
      if (reference.answer && reference.answer.status !== answer.status) {
        this.guarded.add(`${operation.method} ${operation.path}`);
      }
      // What the reference role sees gives real ids for the guarded routes below this one.
      this.learn(operation, reference.answer);
    }
    this.learn(operation, answer);
    if (operation.method === 'GET' && operation.queryParams.length > 0) {
      // The valid-looking filters may match nothing (a keyword 'Fuzz'): the bare list gives real ids.
      const bare = await this.exec(operation, 'none', 'no query parameters', {
        url: this.url(operation, {}, []),
      });
      this.learn(operation, bare.answer);
    }
  }

  /** Keeps a successful JSON answer, to take plausible path parameters from. */
  private learn(operation: Operation, answer: Answer | undefined): void {
    if (answer && answer.status < 300) {
      try {
        const parsed: unknown = JSON.parse(answer.body);
        const list = this.answers.get(operation.path) ?? [];
        list.push(parsed);
        this.answers.set(operation.path, list);
        this.plausible.clear();
      } catch {
        // Not JSON (an image, say): nothing to learn ids from.
      }
    }
  }

  /** A plausible value for each path parameter, learnt from the answers of the collection above it. */
  private plausiblePathValues(operation: Operation): Record<string, string> {
    const cached = this.plausible.get(operation.path);
    if (cached) return cached;
    const values: Record<string, string> = {};
    this.plausible.set(operation.path, values);
    const excluded = this.options.excluded ?? new Set<string>();
    for (const name of paramNames(operation.path)) {
      const at = operation.path.indexOf(`{${name}}`);
      const collection = operation.path.slice(0, at).replace(/\/$/, '');
      const parent = collection.replace(/\/[^/{}]+$/, '');
      const collectionAnswers = this.answers.get(collection) ?? this.answers.get(`${collection}/`) ?? [];
      const parentAnswers =
        parent !== collection && parent.endsWith('}') ? (this.answers.get(parent) ?? []) : [];
      // A nested collection (`/groups/{code}/members`) may answer with its parent: skip the parent's own keys.
      const nested = collection.includes('}');
      const search = (answers: unknown[], keys: string[], skipTop: boolean) =>
        answers
          .map((answer) => findValue(answer, keys, excluded, skipTop))
          .find((value) => value !== undefined);
      const found =
        search(collectionAnswers, [name], false) ??
        search(parentAnswers, [name], true) ??
        search(collectionAnswers, keysFor(name), nested) ??
        search(parentAnswers, keysFor(name), true);
      values[name] = encodeURIComponent(found ?? '1');
    }
    return values;
  }

  private baselineQuery(operation: Operation): [string, string][] {
    const pairs: [string, string][] = [];
    for (const parameter of operation.queryParams)
      pairs.push(...this.queryPairs(parameter, exampleFor(parameter.schema, parameter.name)));
    return pairs;
  }

  private queryPairs(parameter: Parameter, value: unknown): [string, string][] {
    const encode = (item: unknown): [string, string] => [
      encodeURIComponent(parameter.name),
      encodeURIComponent(typeof item === 'object' ? JSON.stringify(item) : String(item)),
    ];
    return Array.isArray(value) ? value.map(encode) : [encode(value)];
  }

  /** The URL with path parameters filled (raw overrides win over plausible values) and the query appended. */
  private url(operation: Operation, rawPath: Record<string, string>, query: [string, string][]): string {
    const plausible = this.plausiblePathValues(operation);
    const path = operation.path.replace(
      /\{([^}]+)\}/g,
      (_, name: string) => rawPath[name] ?? plausible[name] ?? '1',
    );
    const search = query.map(([key, value]) => `${key}=${value}`).join('&');
    return search ? `${path}?${search}` : path;
  }

  private async hostileCases(operation: Operation): Promise<void> {
    const query = this.baselineQuery(operation);
    const body = this.baselineBody(operation);
    const bodyText = body === undefined ? '{}' : JSON.stringify(body);
    const withBody = body === undefined ? {} : { contentType: 'application/json', payload: bodyText };
    // A HEAD route is the GET route's twin (same handler, same checks): one hostile case beside its baseline.
    const isHead = operation.method === 'HEAD';
    let guarded = this.guarded.has(`${operation.method} ${operation.path}`) || isHead;
    const wholeBodies = STATE_CHANGING.has(operation.method) ? hostileWholeBodies(bodyText) : [];
    const [invalidJson, ...otherBodies] = wholeBodies;
    if (invalidJson) {
      // Invalid JSON refused with 401, 403 or 404 was never parsed: a guard refused it first.
      const { answer } = await this.sendWhole(operation, query, invalidJson);
      if (answer && [401, 403, 404].includes(answer.status)) guarded = true;
    }

    for (const parameter of operation.pathParams) {
      for (const value of [...hostileUrlValuesFor(schemaType(parameter.schema)), ...overLimit(parameter)]) {
        if (isHead ? value.kind !== headPathKind : guarded && !guardedPathKinds.has(value.kind)) continue;
        await this.exec(operation, `path.${parameter.name}`, value.kind, {
          url: this.url(operation, { [parameter.name]: value.raw }, query),
          ...withBody,
        });
      }
    }

    for (const parameter of guarded ? [] : operation.queryParams) {
      const others = query.filter(([key]) => key !== encodeURIComponent(parameter.name));
      const name = encodeURIComponent(parameter.name);
      const cases: { kind: string; pairs: [string, string][] }[] = [
        { kind: 'left out', pairs: [] },
        ...[...hostileUrlValuesFor(queryItemType(parameter)), ...overLimit(parameter)].map((value) => ({
          kind: value.kind,
          pairs: [[name, value.raw]] as [string, string][],
        })),
        { kind: 'repeated 60 times', pairs: Array.from({ length: 60 }, (): [string, string] => [name, '1']) },
        { kind: 'bracket key', pairs: [[`${name}%5Ba%5D`, '1']] },
      ];
      for (const { kind, pairs } of cases) {
        await this.exec(operation, `query.${parameter.name}`, kind, {
          url: this.url(operation, {}, [...others, ...pairs]),
          ...withBody,
        });
      }
    }

    let refusesMultipart = false;
    for (const whole of otherBodies) {
      if (guarded && !guardedBodyKinds.has(whole.kind)) continue;
      // A route that refuses a well-formed multipart body (415) gets one broken one, not all of them.
      if (refusesMultipart && whole.kind.startsWith('multipart:') && !guardedBodyKinds.has(whole.kind))
        continue;
      const { answer } = await this.sendWhole(operation, query, whole);
      if (whole.kind === multipartProbeKind && answer?.status === 415) refusesMultipart = true;
    }
    if (guarded || body === undefined || !operation.bodySchema) return;

    const url = this.url(operation, {}, query);
    for (const field of fieldsOf(operation.bodySchema)) {
      const target = `body.${field.name}`;
      const splice = (json: string) =>
        JSON.stringify(withValueAt(body, field.path, MARKER)).replace(`"${MARKER}"`, () => json);
      const send = (kind: string, json: string) =>
        this.exec(operation, target, kind, { url, contentType: 'application/json', payload: splice(json) });

      if (field.required) {
        await this.exec(operation, target, 'left out', {
          url,
          contentType: 'application/json',
          payload: JSON.stringify(withValueAt(body, field.path, undefined)),
        });
      }
      const type = schemaType(field.schema);
      for (const value of hostileJsonValuesFor(type)) await send(value.kind, value.json);
      const maxLength = maxLengthOf(field.schema);
      if (maxLength !== undefined) {
        await send(`limit + 1 (${maxLength + 1} chars)`, JSON.stringify('a'.repeat(maxLength + 1)));
      }
      const maxItems = maxItemsOf(field.schema);
      if (maxItems !== undefined) {
        const item = exampleFor(field.schema.items ?? {}, field.name);
        await send(
          `limit + 1 (${maxItems + 1} items)`,
          JSON.stringify(Array.from({ length: maxItems + 1 }, () => item)),
        );
      }
      if (type === 'object' || type === 'array') continue;
      // Free text gets every shape of long string; other fields (numbers, enums) one, to see it refused quickly.
      const freeText = (type === undefined || type === 'string') && !field.schema.enum;
      for (const shape of freeText ? longStringShapes : longStringShapes.slice(0, 1)) {
        const key = `${operation.method} ${operation.path}|${target}|${shape.kind}`;
        if (this.slowKeys.has(key)) continue;
        const sizes = freeText ? shape.sizes : [LARGE_BYTES];
        for (const [index, bytes] of sizes.entries()) {
          const kind = `${shape.kind} ${bytes / 1024} KB`;
          const { answer, ms } = await send(kind, JSON.stringify(shape.make(bytes)));
          if (ms <= GROWTH_MS) continue;
          // Slow: later roles skip this shape, and the bigger size is not sent (it could stall for minutes).
          this.slowKeys.add(key);
          const next = sizes[index + 1];
          if (next !== undefined && ms <= SLOW_MS) {
            this.failures.push({
              role: this.options.role,
              method: operation.method,
              path: operation.path,
              url,
              target,
              kind,
              status: answer?.status ?? 'no answer',
              ms,
              problem: `took ${ms} ms for ${bytes / 1024} KB, so ${next / 1024} KB was not sent (it would take seconds or more if the time grows faster than the length)`,
              body: (answer?.body ?? '').slice(0, 200),
            });
          }
          break;
        }
      }
    }
  }

  private sendWhole(operation: Operation, query: [string, string][], whole: HostileBody) {
    return this.exec(operation, 'body', whole.kind, {
      url: this.url(operation, {}, query),
      ...(whole.contentType === undefined ? {} : { contentType: whole.contentType }),
      payload: whole.payload,
    });
  }
}

/**
 * Whether an error answer is as it should be: the API's error model, except for a HEAD answer (which has no
 * body) and an HTML page outside /api (the payment sandbox's own "not found" page, meant for a browser).
 */
function isErrorAnswer(operation: Operation, answer: Answer): boolean {
  if (operation.method === 'HEAD') return true;
  const isPage = !operation.path.startsWith('/api/') && (answer.contentType ?? '').startsWith('text/html');
  return isPage || isErrorBody(answer.body);
}

/** Whether an error answer is the API's error model: a JSON object with a string code and message. */
export function isErrorBody(text: string): boolean {
  try {
    const parsed = JSON.parse(text) as { code?: unknown; message?: unknown };
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof parsed.code === 'string' &&
      typeof parsed.message === 'string'
    );
  } catch {
    return false;
  }
}

/** The failures as one readable list, grouped by route and problem, each with its reproduction. */
export function formatFailures(failures: Failure[]): string {
  const lines = failures.map(
    (failure) =>
      `${failure.role} ${failure.method} ${failure.url} [${failure.target} = ${failure.kind}] -> ${failure.status} in ${failure.ms} ms (${failure.problem}): ${failure.body}`,
  );
  return `${failures.length} failing fuzz cases:\n${lines.join('\n')}`;
}
