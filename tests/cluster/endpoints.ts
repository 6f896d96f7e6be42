/** What `npm run test:cluster` (scripts/cluster.ts) started, handed to the tests as JSON. */
export interface ClusterEndpoints {
  /** nginx's public listener (deploy/nginx.conf), in front of both storefronts. */
  nginx: string
  /** Each storefront instance directly (origin). */
  webs: string[]
  /** Each gateway instance directly (…/graphql). */
  graphs: string[]
  /** Each data hub instance directly (origin). */
  hubs: string[]
  databaseUrl: string
  redisUrl: string
  formsRateLimitMax: number
  loginRateLimitMax: number
  orderRateLimitMax: number
}

/** The cluster of this run; undefined outside `npm run test:cluster`. */
export function clusterEndpoints(): ClusterEndpoints | undefined {
  const raw = process.env['CLUSTER_ENDPOINTS']
  return raw ? (JSON.parse(raw) as ClusterEndpoints) : undefined
}
