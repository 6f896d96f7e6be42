import Head from 'next/head'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useEffect, useRef, useState } from 'react'
import type { Platform, ProductListingQuery } from '../../__generated__/graphql'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import type { ListingPageProps } from '../../routing/listing-static-props'
import type { SitePage } from '../Layout/layouts'
import { CategoryLinks } from './CategoryLinks'
import {
  filtersFromQuery,
  queryFromFilters,
  sameFilters,
  listingPageSize,
  type ListingFilters,
} from './listing-filters'
import { ProductListing } from './ProductListing'

type Listing = ProductListingQuery['products']

/**
 * A platform page (`/windows`, `/mac`, `/mobile`): the catalog for those
 * platforms with category filter and sorting, kept in the address for sharing.
 * Rendered from the props of listingStaticProps (the default filters); the answer for other
 * filters is asked for with code loaded on the first change (decision 0020).
 */
export function createListingPage(key: string, platforms: Platform[]): SitePage<ListingPageProps> {
  const defaults: ListingFilters = { platform: platforms[0] ?? null, category: null, sort: 'NAME' }
  function ListingPage({ listing, filterCategories, platformCategories }: ListingPageProps) {
    const { t } = useTranslation('pages')
    const router = useRouter()
    const locale = toSiteLocale(router.locale)
    const [filters, setFilters] = useState(defaults)
    // The answer for the filters it was asked with; the props hold the defaults' answer.
    const [answer, setAnswer] = useState<{ filters: ListingFilters; listing: Listing } | null>(null)
    // Set by the visitor's first choice: it wins over the address read below, which may come
    // later (a choice made while the page was still hydrating was otherwise undone).
    const chosen = useRef(false)
    // Only the newest request's answer is shown.
    const latest = useRef(0)
    const [loading, setLoading] = useState(false)

    const show = async (next: ListingFilters, address: boolean) => {
      const request = ++latest.current
      setLoading(true)
      let found: Listing | null = null
      if (!sameFilters(next, defaults)) {
        try {
          const { fetchListing } = await import('./fetch-listing')
          found = await fetchListing({ locale, first: listingPageSize, ...next })
        } catch {
          // The listing stays as it was; the address still says what was chosen.
        }
      }
      if (request !== latest.current) return
      setLoading(false)
      setAnswer(found ? { filters: next, listing: found } : null)
      // The address follows once the answer is shown, so a shared or reloaded address shows
      // what the visitor saw.
      if (address) {
        void router.replace(
          { pathname: router.pathname, query: queryFromFilters(next, defaults) },
          undefined,
          { shallow: true, scroll: false },
        )
      }
    }

    // A static page learns its query string only once the router is ready.
    useEffect(() => {
      if (router.isReady && !chosen.current) {
        const fromAddress = filtersFromQuery(router.query, platforms, defaults)
        if (!sameFilters(fromAddress, defaults)) {
          setFilters(fromAddress)
          void show(fromAddress, false)
        }
      }
      // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the query is known
    }, [router.isReady])

    const change = (next: ListingFilters) => {
      chosen.current = true
      setFilters(next)
      void show(next, true)
    }

    // Until the chosen filters' answer is there, the previous programs stay (marked busy).
    const shown = sameFilters(filters, defaults) ? listing : (answer?.listing ?? listing)
    return (
      <>
        <Head>
          <title>{`${t(`${key}.title`)} – Schaufenster`}</title>
          <meta name="description" content={t(`${key}.intro`)} />
        </Head>
        <h1>{t(`${key}.title`)}</h1>
        <p>{t(`${key}.intro`)}</p>
        {platformCategories.map(({ platform, categories }) => (
          <CategoryLinks
            key={platform}
            categories={categories}
            platformName={t(`common:platform.${platform}`)}
            current={null}
          />
        ))}
        <ProductListing
          platforms={platforms}
          filters={filters}
          onChange={change}
          listing={shown}
          loading={loading}
          categories={filterCategories}
        />
      </>
    )
  }
  return ListingPage
}
