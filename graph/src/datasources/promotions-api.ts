import type { AugmentedRequest, DataSourceConfig } from '@apollo/datasource-rest'
import { BackendDataSource, type BackendRequestScope } from './backend-data-source'
import type { RestLocale } from './rest-types'

/** A running promotion as the hub answers it (hub/src/promotions/repository.ts). */
export interface PromotionRest {
  id: number
  productId: number
  kind: 'free-full-version'
  startsAt: string
  endsAt: string
  headline: string
  text: string
  product: { id: number; name: string; slug: string }
}

export interface PromotionsRequestScope extends BackendRequestScope {
  /** The visitor's address: the hub limits claims (they send mail) per visitor. */
  clientIp?: string
}

/** The hub's promotion endpoints (`/v1/promotions`). One instance per GraphQL request. */
export class PromotionsAPI extends BackendDataSource {
  private readonly clientIp: string | undefined
  // Every product of a page asks whether it is promoted: one hub call per language.
  private readonly runningByLocale = new Map<RestLocale, Promise<PromotionRest[]>>()

  constructor(baseURL: string, scope: PromotionsRequestScope, config: DataSourceConfig) {
    super(baseURL.endsWith('/') ? baseURL : `${baseURL}/`, scope, config)
    this.clientIp = scope.clientIp
  }

  protected override willSendRequest(path: string, request: AugmentedRequest): void {
    super.willSendRequest(path, request)
    if (this.clientIp) request.headers['x-client-ip'] = this.clientIp
  }

  running(locale: RestLocale): Promise<PromotionRest[]> {
    let answer = this.runningByLocale.get(locale)
    if (!answer) {
      answer = this.get<{ items: PromotionRest[] }>('promotions', { params: { locale } }).then(
        (body) => body.items,
      )
      this.runningByLocale.set(locale, answer)
    }
    return answer
  }

  claim(id: string, body: object, locale: RestLocale) {
    return this.post<{ status: string; message: string }>(
      `promotions/${encodeURIComponent(id)}/claims`,
      { body, headers: { 'accept-language': locale }, params: { locale } },
    )
  }
}

/** What a Promotion resolver receives: the hub's answer and the language it was asked in. */
export type PromotionParent = PromotionRest & { locale: RestLocale }
