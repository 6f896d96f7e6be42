import Head from 'next/head'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useEffect, useState } from 'react'
import { defaultFilters, LISTING_PAGES } from '../../routing/listing-pages'
import { withLocalePrefix } from '../../routing/routes'
import type { ListingPageProps } from '../../routing/listing-static-props'
import type { SitePage } from '../Layout/layouts'
import { CategoryLinks } from './CategoryLinks'
import { queryFromFilters, sameFilters, type ListingFilters } from './listing-filters'
import { ProductListing } from './ProductListing'

/**
 * A platform page (`/windows`, `/mac`, `/mobile`): the catalog for those platforms with
 * category filter and sorting, kept in the address for sharing. Rendered from its props: the
 * default filters' programs pre-rendered, any other filters' rendered on request
 * (platform-listing/[page].tsx). A change of a filter is a navigation to the address with
 * those filters; without JavaScript the filter form sends the same address (issue 22).
 */
export const ListingPage: SitePage<ListingPageProps> = ({
  pageKey,
  filters: shownFilters,
  listing,
  filterCategories,
  platformCategories,
}) => {
  const { t } = useTranslation('pages')
  const router = useRouter()
  const defaults = defaultFilters(pageKey)
  const path = `/${pageKey}`
  // What the visitor chose, shown at once while its programs are on their way.
  const [chosen, setChosen] = useState<ListingFilters | null>(null)
  useEffect(() => {
    // The new page's props arrived (or the navigation was given up): they say what is shown.
    const settle = () => setChosen(null)
    router.events.on('routeChangeComplete', settle)
    router.events.on('routeChangeError', settle)
    return () => {
      router.events.off('routeChangeComplete', settle)
      router.events.off('routeChangeError', settle)
    }
  }, [router.events])

  const change = (next: ListingFilters) => {
    setChosen(next)
    void router.push({ pathname: path, query: queryFromFilters(next, defaults) }, undefined, {
      scroll: false,
    })
  }

  const filters = chosen ?? shownFilters
  return (
    <>
      <Head>
        <title>{`${t(`${pageKey}.title`)} – Schaufenster`}</title>
        <meta name="description" content={t(`${pageKey}.intro`)} />
      </Head>
      <h1>{t(`${pageKey}.title`)}</h1>
      <p>{t(`${pageKey}.intro`)}</p>
      {platformCategories.map(({ platform, categories }) => (
        <CategoryLinks
          key={platform}
          categories={categories}
          platformName={t(`common:platform.${platform}`)}
          current={null}
        />
      ))}
      <ProductListing
        action={withLocalePrefix(path, router.locale === 'en' ? 'en' : 'base')}
        platforms={[...LISTING_PAGES[pageKey]]}
        filters={filters}
        onChange={change}
        listing={listing}
        loading={chosen !== null && !sameFilters(chosen, shownFilters)}
        categories={filterCategories}
      />
    </>
  )
}
