import type { DataSourceConfig } from '@apollo/datasource-rest'
import { GraphQLError } from 'graphql'
import { BackendDataSource, type BackendRequestScope } from './backend-data-source'
import type { RestLocale } from './rest-types'

// The hub's press API (`/v1/press-releases`, `/v1/press-kits`; hub/src/press/), issue 24
// point 4. The kits' zip files themselves pass through unchanged (graph/src/passthrough.ts).

/** Where a kit is downloaded: `/v1/press-kits/<fileName>` on the hub, `/press-kits/…` here. */
export interface PressKitLinkRest {
  name: string
  fileName: string
}

export interface PressReleaseRest {
  key: string
  slug: string
  slugs: Record<RestLocale, string>
  /** YYYY-MM-DD */
  publishedOn: string
  title: string
  lead: string
  body: string[]
  productId: number | null
  pressKit: PressKitLinkRest
}

export interface PressKitRest extends PressKitLinkRest {
  names: Record<RestLocale, string>
  title: string
  productId: number | null
}

/** What a PressRelease resolver receives: the hub's answer and the language it was asked in. */
export type PressReleaseParent = PressReleaseRest & { locale: RestLocale }

/** What a PressKit resolver receives: the hub's answer and the language it was asked in. */
export type PressKitParent = PressKitRest & { locale: RestLocale }

// The hub's own rule for a release's slug (hub/src/press/params.ts): anything else names no
// release, so it is answered null here instead of asking the hub for a 400.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_SLUG_LENGTH = 200

/** The hub's press endpoints. One instance per GraphQL request. */
export class PressAPI extends BackendDataSource {
  constructor(baseURL: string, scope: BackendRequestScope, config: DataSourceConfig) {
    super(baseURL.endsWith('/') ? baseURL : `${baseURL}/`, scope, config)
  }

  async releases(locale: RestLocale): Promise<PressReleaseParent[]> {
    const answer = await this.get<{ items: PressReleaseRest[] }>('press-releases', {
      params: { locale },
    })
    return answer.items.map((release) => ({ ...release, locale }))
  }

  async release(slug: string, locale: RestLocale): Promise<PressReleaseParent | null> {
    if (slug.length > MAX_SLUG_LENGTH || !SLUG.test(slug)) return null
    try {
      const release = await this.get<PressReleaseRest>(
        `press-releases/${encodeURIComponent(slug)}`,
        { params: { locale } },
      )
      return { ...release, locale }
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions['code'] === 'NOT_FOUND') return null
      throw error
    }
  }

  async kits(locale: RestLocale): Promise<PressKitParent[]> {
    const answer = await this.get<{ items: PressKitRest[] }>('press-kits', { params: { locale } })
    return answer.items.map((kit) => ({ ...kit, locale }))
  }
}
