import path from 'node:path'

// The pure parts of `npm run test:cluster` (scripts/cluster.ts), unit-tested on their own.

/** Eleven loopback ports from `base` (5540: the range 5500-5599 this project may use). */
export function clusterPorts(base: number) {
  return {
    postgres: base,
    redis: base + 1,
    nginx: base + 2,
    nginxGraph: base + 3,
    nginxHub: base + 4,
    hubs: [base + 5, base + 6],
    graphs: [base + 7, base + 8],
    webs: [base + 9, base + 10],
  }
}

export type ClusterPorts = ReturnType<typeof clusterPorts>

/**
 * deploy/nginx.conf on loopback: the `server` lines of each upstream and the `listen`
 * ports replaced, temporary folders under the run's folder. Anything else is the
 * deployed file; a change that breaks these replacements fails here, loudly.
 */
export function loopbackNginxConfig(source: string, ports: ClusterPorts, dir: string): string {
  let config = source
  const replace = (pattern: RegExp, replacement: string | ((match: string) => string)) => {
    if (!pattern.test(config)) throw new Error(`deploy/nginx.conf: no match for ${pattern}`)
    config = config.replace(pattern, replacement as string)
  }
  const upstream = (name: string, upstreamPorts: number[]) =>
    replace(new RegExp(`(upstream ${name} \\{)([^}]*)\\}`), (block) => {
      const servers = upstreamPorts
        .map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;`)
        .join('\n')
      const body = block.replace(/^\s*server\s+[^;]+;\n/gm, '').replace(/\{\n/, `{\n${servers}\n`)
      return body
    })
  upstream('web', ports.webs)
  upstream('graph', ports.graphs)
  upstream('hub', ports.hubs)
  replace(/listen 80 default_server;/, `listen 127.0.0.1:${ports.nginx} default_server;`)
  replace(/listen 4000;/, `listen 127.0.0.1:${ports.nginxGraph};`)
  replace(/listen 4001;/, `listen 127.0.0.1:${ports.nginxHub};`)
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, 'temp', kind)};`)
    .join('\n')
  replace(/http \{\n/, `http {\n${temp}\n`)
  return config
}
