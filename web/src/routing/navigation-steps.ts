import type { SiteLocale } from '../i18n/next-i18next-config'
import { detectLocale } from './language-detection'
import { productFiltersFromPath, type ProductFilters } from './product-filters'

/** What the request-time steps see and fill in for one navigation. */
export interface NavigationContext {
  /** Path without locale prefix. */
  pathname: string
  /** The path exactly as requested, with its prefix (`/`, `/de/…`, `/en/…`). */
  rawPathname: string
  locale: SiteLocale
  cookieLocale: string | undefined
  acceptLanguage: string | null
  /** A full page load of a document, as opposed to a client-side data request. */
  isDocumentRequest: boolean
  filters?: ProductFilters
  /** Set by the language step when the visitor must be sent to another language. */
  redirectTo?: string
  /** Set by the language step when the choice must be stored. */
  storeLocale?: SiteLocale
}

export type NavigationStep = (context: NavigationContext) => void

export class UnknownMiddlewareError extends Error {
  readonly statusCode = 500
  constructor(name: string) {
    super(`Unknown middleware ${name}`)
    this.name = 'UnknownMiddlewareError'
  }
}

/** Spec §9: detection only at the root path; no other path ever redirects for language. */
function languageStep(context: NavigationContext): void {
  if (context.rawPathname !== '/' || !context.isDocumentRequest) return
  const detected = detectLocale(context.cookieLocale, context.acceptLanguage)
  context.storeLocale = detected
  if (detected === 'en') context.redirectTo = '/en'
}

function productFiltersStep(context: NavigationContext): void {
  context.filters = productFiltersFromPath(context.pathname)
}

const registry = new Map<string, NavigationStep>([
  ['productFilters', productFiltersStep],
  ['language', languageStep],
])

/** The steps of every navigation, in this order (spec §2). */
export const defaultNavigationSteps = ['productFilters', 'language'] as const

/**
 * The page path behind a client-side navigation's data request
 * (`/_next/data/<build>/en/about-us.json` → `/about-us`); undefined for other paths.
 */
export function pagePathOfDataRequest(rawPathname: string): string | undefined {
  const match = /^\/_next\/data\/[^/]+\/(?:(?:de|en)\/)?(.*)\.json$/.exec(rawPathname)
  if (!match) return undefined
  const path = `/${match[1]}`
  return path === '/index' || path === '/de' || path === '/en' ? '/' : path
}

/** Runs named steps in order; an unknown name is a 500 `Unknown middleware <name>` (spec §8). */
export function runNavigationSteps(
  context: NavigationContext,
  names: readonly string[] = defaultNavigationSteps,
): NavigationContext {
  for (const name of names) {
    const step = registry.get(name)
    if (!step) throw new UnknownMiddlewareError(name)
    step(context)
  }
  return context
}
