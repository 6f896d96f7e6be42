import {
  AnalystConversionsDocument,
  type AnalystConversionsQuery,
  type AnalystConversionsQueryVariables,
  type ConversionFilter,
} from '../__generated__/graphql'
import { toSiteLocale } from '../i18n/next-i18next-config'
import { basePageProps, type SitePageProps } from '../routing/page-props'
import { webServerConfig } from '../config/server-config'
import { analystKeyFromCookieHeader, clearedAnalystCookieHeader } from './analyst-cookie'
import { AnalystKeyRefused, analystQuery } from './analyst-gateway'
import {
  analysisSearchParams,
  parseAnalysisQuery,
  type AnalysisProblem,
  type AnalysisQuery,
} from './analysis-query'
import { parseDay, periodKeys } from './periods'
import { buildSeries, currencyOrder, type CurrencySeries } from './series'

// getServerSideProps of the analysts' page (pages/analytics.tsx). Per analyst: never
// cached, never indexed. Without the key cookie the page is only the key form; with it, the
// figures of the view the GET form asks for, read from the gateway with the key as Bearer.

export const ANALYSTS_NAMESPACES = ['analysts']

/** Why the key form is shown with a message: a key the gateway refused (now or at login). */
export type LoginProblem = 'invalid' | 'unavailable'

export interface TotalsRow {
  currency: string
  orders: number
  items: number
  amount: number
  discount: number
}

export type AnalystsPageProps = SitePageProps &
  (
    | { access: 'login'; loginProblem: LoginProblem | null }
    | {
        access: 'granted'
        query: AnalysisQuery
        problem: AnalysisProblem | null
        series: CurrencySeries[]
        totals: TotalsRow[]
        /** The CSV download of the view (api/analysts/conversions-csv). */
        csvHref: string
      }
  )

interface Context {
  req: { headers: { cookie?: string } }
  res: { setHeader(name: string, value: string | string[]): unknown }
  query: Record<string, string | string[] | undefined>
  locale?: string
}

/** The gateway's filter for the view, for one source (or all sources: null). */
export function filterOf(query: AnalysisQuery, source: 'AFFILIATE' | 'DIRECT' | null) {
  const filter: ConversionFilter = {}
  if (query.currency) filter.currency = query.currency
  if (source) filter.source = source
  return filter
}

export function variablesOf(query: AnalysisQuery): AnalystConversionsQueryVariables {
  const chosen =
    query.source === 'all' ? null : query.source === 'affiliate' ? 'AFFILIATE' : 'DIRECT'
  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    affiliate: filterOf(query, 'AFFILIATE'),
    direct: filterOf(query, 'DIRECT'),
    totals: filterOf(query, chosen),
    withAffiliate: query.source !== 'direct',
    withDirect: query.source !== 'affiliate',
  }
}

export async function analystsPageServerSideProps(
  context: Context,
): Promise<{ props: AnalystsPageProps }> {
  const { req, res } = context
  const locale = toSiteLocale(context.locale)
  res.setHeader('Cache-Control', 'private, no-store')
  res.setHeader('X-Robots-Tag', 'noindex')
  const base = await basePageProps(locale, ANALYSTS_NAMESPACES)
  const key = analystKeyFromCookieHeader(req.headers.cookie)
  const given = context.query['error']
  const loginProblem: LoginProblem | null =
    given === 'invalid' || given === 'unavailable' ? given : null
  if (!key) return { props: { ...base, access: 'login', loginProblem } }

  const { query, problem } = parseAnalysisQuery(context.query, new Date())
  const csvHref = `/api/analysts/conversions-csv?${analysisSearchParams(query).toString()}`
  if (problem) {
    return {
      props: { ...base, access: 'granted', query, problem, series: [], totals: [], csvHref },
    }
  }
  let data: AnalystConversionsQuery
  try {
    data = await analystQuery<AnalystConversionsQuery, AnalystConversionsQueryVariables>(
      key,
      AnalystConversionsDocument,
      variablesOf(query),
    )
  } catch (error) {
    if (!(error instanceof AnalystKeyRefused)) throw error
    // A key revoked since login: forget it, and ask for a new one.
    res.setHeader(
      'Set-Cookie',
      clearedAnalystCookieHeader(webServerConfig().SITE_URL.startsWith('https:')),
    )
    return { props: { ...base, access: 'login', loginProblem: 'invalid' } }
  }
  const totals = currencyOrder(data.totals.map((row) => row.currency)).map((currency) => {
    const row = data.totals.find((entry) => entry.currency === currency)!
    return {
      currency,
      orders: row.orders,
      items: row.items,
      amount: row.amount,
      discount: row.discount,
    }
  })
  const keys = periodKeys(parseDay(query.from)!, parseDay(query.to)!, query.groupBy)
  const series = buildSeries(
    keys,
    data.affiliate ?? [],
    data.direct ?? [],
    totals.map((row) => row.currency),
  )
  return {
    props: { ...base, access: 'granted', query, problem: null, series, totals, csvHref },
  }
}
