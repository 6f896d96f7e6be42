// The REST shapes of open positions and applications (issue 24, point 5). Plain type
// declarations only: the gateway declares its own copy in graph/src/datasources/careers-api.ts.

export type Locale = 'de' | 'en'

/** An open position in one language (`GET /v1/jobs`, `GET /v1/jobs/:slug`). */
export interface JobOpeningDto {
  /** Stable name of the position; an application stores it. */
  key: string
  /** The slug in the requested language. */
  slug: string
  slugs: { de: string; en: string }
  title: string
  location: string
  employment: string
  summary: string
  tasks: string[]
  profile: string[]
  /** `YYYY-MM-DD`. */
  publishedOn: string
}

/** `POST /v1/applications` → 201: the reference the confirmation mail quotes. */
export interface ApplicationReceivedDto {
  reference: string
}
