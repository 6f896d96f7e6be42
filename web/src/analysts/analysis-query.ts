import { SHOP_CURRENCIES, type ShopCurrency } from '@schaufenster/contract'
import { formatDay, GROUPINGS, parseDay, periodKeys, type Grouping } from './periods'

/**
 * The analysts' form (a GET form, so every view has its own address and works without
 * JavaScript): what the query string asks for, checked, with the defaults filled in. Bad
 * input is never an error page: the form shows what was wrong, with the default figures.
 */

export const SOURCES = ['all', 'affiliate', 'direct'] as const
export type SourceChoice = (typeof SOURCES)[number]

export interface AnalysisQuery {
  from: string
  to: string
  groupBy: Grouping
  /** One currency, or every currency present (null). */
  currency: ShopCurrency | null
  source: SourceChoice
}

/** What can be wrong with the form; each has a text in locales/…/analysts.json (`errors.…`). */
export type AnalysisProblem = 'badDate' | 'reversed' | 'tooManyPeriods'

/** More bars than this are unreadable at any width: the form asks for a coarser grouping. */
export const MAX_PERIODS = 120

const DEFAULT_DAYS = 30

type Query = Record<string, string | string[] | undefined>

function single(query: Query, name: string): string | undefined {
  const value = query[name]
  const text = Array.isArray(value) ? value[0] : value
  return text === undefined || text.trim() === '' ? undefined : text.trim()
}

/** The last 30 days up to today (UTC), by day, every currency and source. */
export function defaultAnalysisQuery(today: Date): AnalysisQuery {
  const to = formatDay(today)
  const from = formatDay(new Date(today.getTime() - (DEFAULT_DAYS - 1) * 24 * 60 * 60 * 1000))
  return { from, to, groupBy: 'DAY', currency: null, source: 'all' }
}

export function parseAnalysisQuery(
  query: Query,
  today: Date,
): { query: AnalysisQuery; problem?: AnalysisProblem } {
  const defaults = defaultAnalysisQuery(today)
  const groupText = single(query, 'groupBy')?.toUpperCase()
  const groupBy = (GROUPINGS as readonly string[]).includes(groupText ?? '')
    ? (groupText as Grouping)
    : defaults.groupBy
  const currencyText = single(query, 'currency')?.toUpperCase()
  const currency = (SHOP_CURRENCIES as readonly string[]).includes(currencyText ?? '')
    ? (currencyText as ShopCurrency)
    : null
  const sourceText = single(query, 'source')?.toLowerCase()
  const source = (SOURCES as readonly string[]).includes(sourceText ?? '')
    ? (sourceText as SourceChoice)
    : 'all'
  const fromText = single(query, 'from') ?? defaults.from
  const toText = single(query, 'to') ?? defaults.to
  const choice = { groupBy, currency, source }
  const from = parseDay(fromText)
  const to = parseDay(toText)
  if (!from || !to) return { query: { ...defaults, ...choice }, problem: 'badDate' }
  if (to.getTime() < from.getTime()) {
    return { query: { ...defaults, ...choice }, problem: 'reversed' }
  }
  const checked: AnalysisQuery = { from: fromText, to: toText, ...choice }
  if (periodKeys(from, to, groupBy).length > MAX_PERIODS) {
    return { query: checked, problem: 'tooManyPeriods' }
  }
  return { query: checked }
}

/** The query string of a view (the form's field names), e.g. for the CSV link. */
export function analysisSearchParams(query: AnalysisQuery): URLSearchParams {
  const params = new URLSearchParams({ from: query.from, to: query.to, groupBy: query.groupBy })
  if (query.currency) params.set('currency', query.currency)
  if (query.source !== 'all') params.set('source', query.source)
  return params
}
