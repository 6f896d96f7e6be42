import Head from 'next/head'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useEffect, useRef, useState } from 'react'
import type { Platform } from '../../__generated__/graphql'
import type { SitePage } from '../Layout/layouts'
import { CategoryLinks } from './CategoryLinks'
import { filtersFromQuery, queryFromFilters, type ListingFilters } from './listing-filters'
import { ProductListing } from './ProductListing'

/**
 * A platform page (`/windows`, `/mac`, `/mobile`): the catalog for those
 * platforms with category filter and sorting, kept in the address for sharing.
 */
export function createListingPage(key: string, platforms: Platform[]): SitePage {
  const defaults: ListingFilters = { platform: platforms[0] ?? null, category: null, sort: 'NAME' }
  function ListingPage() {
    const { t } = useTranslation('pages')
    const router = useRouter()
    const [filters, setFilters] = useState(defaults)
    // Set by the visitor's first choice: it wins over the address read below, which may come
    // later (a choice made while the page was still hydrating was otherwise undone).
    const chosen = useRef(false)
    // A static page learns its query string only once the router is ready.
    useEffect(() => {
      if (router.isReady && !chosen.current) {
        setFilters(filtersFromQuery(router.query, platforms, defaults))
      }
      // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the query is known
    }, [router.isReady])
    const change = (next: ListingFilters) => {
      chosen.current = true
      setFilters(next)
      void router.replace(
        { pathname: router.pathname, query: queryFromFilters(next, defaults) },
        undefined,
        {
          shallow: true,
          scroll: false,
        },
      )
    }
    return (
      <>
        <Head>
          <title>{`${t(`${key}.title`)} – Schaufenster`}</title>
          <meta name="description" content={t(`${key}.intro`)} />
        </Head>
        <h1>{t(`${key}.title`)}</h1>
        <p>{t(`${key}.intro`)}</p>
        {platforms.map((platform) => (
          <CategoryLinks
            key={platform}
            platform={platform}
            platformName={t(`common:platform.${platform}`)}
            current={null}
          />
        ))}
        <ProductListing platforms={platforms} filters={filters} onChange={change} />
      </>
    )
  }
  return ListingPage
}
