import { request as httpRequest } from 'node:http'

// One request with node:http, the body kept as the raw bytes on the wire (no decompression),
// so a ceiling can answer exactly what the stack answered.

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
  timeoutMs = 30_000,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: {
          ...options.headers,
          ...(options.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(options.body)) }),
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error(`${url}: no answer in ${timeoutMs} ms`)))
    request.on('error', reject)
    if (options.body !== undefined) request.write(options.body)
    request.end()
  })
}

/** The JSON body of a 2xx answer; throws with the status and the start of the body otherwise. */
export async function jsonRequest<T>(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<T> {
  const response = await rawRequest(url, {
    ...options,
    headers: { accept: 'application/json', ...options.headers },
  })
  const text = response.body.toString('utf8')
  if (response.status < 200 || response.status > 299) {
    throw new Error(`${options.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 300)}`)
  }
  return JSON.parse(text) as T
}
