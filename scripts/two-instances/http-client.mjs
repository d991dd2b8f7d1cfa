/**
 * The journey's HTTP client: one request over node:http (so a request can leave from another loopback address,
 * as a second client would), answering the status, headers and body; and a member's session cookie.
 */
import { request as httpRequest } from 'node:http';

/**
 * Sends one request to `origin` + `path`. `json` is sent as a JSON body, `body` as is; `cookie` and `headers` are
 * added; `from` is the local address the connection leaves from (default 127.0.0.1).
 */
export function send(origin, path, { method = 'GET', json, body, headers = {}, cookie, from } = {}) {
  const payload = json === undefined ? body : Buffer.from(JSON.stringify(json));
  const allHeaders = {
    ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    ...(cookie ? { cookie } : {}),
    ...(payload ? { 'content-length': String(payload.length) } : {}),
    ...headers,
  };
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL(path, origin),
      { method, headers: allHeaders, localAddress: from, agent: false },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: res.statusCode,
            headers: res.headers,
            bytes,
            text: () => bytes.toString('utf8'),
            json: () => JSON.parse(bytes.toString('utf8')),
          });
        });
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path} on ${origin} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** The session cookie pair (`fanship_session=...`) a response sets. */
export function sessionCookie(response) {
  const setCookie = response.headers['set-cookie'] ?? [];
  const pair = setCookie
    .map((line) => line.split(';')[0])
    .find((entry) => entry.startsWith('fanship_session='));
  if (!pair) throw new Error(`No session cookie in answer ${response.status}: ${response.text()}`);
  return pair;
}

/** Asks `check` every `everyMs` until it answers something truthy or `timeoutMs` passed; answers the last answer. */
export async function waitFor(check, { timeoutMs, everyMs = 50 }) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const answer = await check().catch(() => undefined);
    if (answer || Date.now() > end) return answer;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
