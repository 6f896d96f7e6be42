import type { CompanyDetails } from '@schaufenster/config'
import type { FastifyPluginAsync } from 'fastify'
import { usesFictionalCompany } from '@schaufenster/config'

/** GET /v1/company: the seller as configured, plus whether it is the fictional default. */
export interface CompanyDto extends CompanyDetails {
  /** True while an identifying detail is the fictional default; the storefront says so. */
  fictional: boolean
}

export const companyRoutes: FastifyPluginAsync<{ company: CompanyDetails }> = async (
  app,
  { company },
) => {
  const body: CompanyDto = { ...company, fictional: usesFictionalCompany(company) }
  app.get('/v1/company', async (_request, reply) => {
    // Configuration changes only with a restart; caches may keep it a while.
    reply.header('cache-control', 'public, max-age=300')
    return body
  })
}
