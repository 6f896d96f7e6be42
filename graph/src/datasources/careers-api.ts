import type { AugmentedRequest, DataSourceConfig } from '@apollo/datasource-rest'
import { GraphQLError } from 'graphql'
import { BackendDataSource, type BackendRequestScope } from './backend-data-source'
import type { RestLocale } from './rest-types'

/** An open position as the hub answers it (hub/src/applications/dto.ts), in one language. */
export interface JobOpeningRest {
  key: string
  slug: string
  slugs: Record<RestLocale, string>
  title: string
  location: string
  employment: string
  summary: string
  tasks: string[]
  profile: string[]
  /** `YYYY-MM-DD`. */
  publishedOn: string
}

/** What `POST /v1/applications` takes: the form's fields, and which form it is. */
export type ApplicationBody = {
  kind: 'partner' | 'job'
  /** The programme (hub spelling) or the position's slug. */
  target: string
  /** The applicant's language, for the mails. */
  locale: RestLocale
} & Record<string, unknown>

export interface CareersRequestScope extends BackendRequestScope {
  /** The visitor's address: the hub limits applications (they send mail) per visitor. */
  clientIp?: string
}

/** The hub's open positions and applications (`/v1/jobs`, `/v1/applications`). */
export class CareersAPI extends BackendDataSource {
  private readonly clientIp: string | undefined

  constructor(baseURL: string, scope: CareersRequestScope, config: DataSourceConfig) {
    super(baseURL.endsWith('/') ? baseURL : `${baseURL}/`, scope, config)
    this.clientIp = scope.clientIp
  }

  protected override willSendRequest(path: string, request: AugmentedRequest): void {
    super.willSendRequest(path, request)
    if (this.clientIp) request.headers['x-client-ip'] = this.clientIp
  }

  async jobOpenings(locale: RestLocale): Promise<JobOpeningRest[]> {
    const answer = await this.get<{ items: JobOpeningRest[] }>('jobs', { params: { locale } })
    return answer.items
  }

  /** The position by its slug in either language; null when it is not open. */
  async jobOpening(slug: string, locale: RestLocale): Promise<JobOpeningRest | null> {
    try {
      return await this.get<JobOpeningRest>(`jobs/${encodeURIComponent(slug)}`, {
        params: { locale },
      })
    } catch (error) {
      // "Not open" is an expected answer for a lookup by slug: the schema has null for it.
      if (error instanceof GraphQLError && error.extensions['code'] === 'NOT_FOUND') return null
      throw error
    }
  }

  apply(body: ApplicationBody, locale: RestLocale) {
    return this.post<{ reference: string }>('applications', {
      body,
      headers: { 'accept-language': locale },
    })
  }
}
