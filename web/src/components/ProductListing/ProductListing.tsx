import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'
import type {
  Platform,
  ProductListingCategoriesQuery,
  ProductListingQuery,
  ProductSort,
} from '../../__generated__/graphql'
import { ProductGrid } from '../ProductGrid/ProductGrid'
import type { ListingFilters } from './listing-filters'
import styles from './ProductListing.module.css'

const sorts: ProductSort[] = ['NAME', 'NEWEST', 'DOWNLOADS', 'PRICE']

interface ProductListingProps {
  /** Where the filter form goes without JavaScript: the platform page's own path. */
  action: string
  /** The platforms a visitor may choose between; the first is preselected. */
  platforms: Platform[]
  filters: ListingFilters
  onChange: (filters: ListingFilters) => void
  /** The programs shown: the page's props, or the answer for the visitor's filters. */
  listing: ProductListingQuery['products'] | null
  /** True while the answer for the chosen filters is on its way. */
  loading: boolean
  /** The category filter's choices (from the page's props). */
  categories: ProductListingCategoriesQuery['categories']
}

/**
 * Programs filtered by operating system and category, sorted; server-rendered from the
 * page's props. With JavaScript a change navigates at once (ListingPage.tsx); without it, the
 * form's button sends the same address.
 */
export function ProductListing({
  action,
  platforms,
  filters,
  onChange,
  listing,
  loading,
  categories: allCategories,
}: ProductListingProps) {
  const { t } = useTranslation('common')
  const id = useId()
  const categories = [
    ...new Map(allCategories.map((category) => [category.slug, category])).values(),
  ]
  const products = listing?.edges.map((edge) => edge.node) ?? []
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="visually-hidden">
        {t('listing.heading')}
      </h2>
      <form
        className={styles.filters}
        method="get"
        action={action}
        onSubmit={(event) => {
          event.preventDefault()
          onChange(filters)
        }}
      >
        {platforms.length > 1 ? (
          <label className={styles.filter}>
            <span>{t('listing.platform')}</span>
            <select
              name="platform"
              value={filters.platform ?? ''}
              onChange={(event) =>
                onChange({ ...filters, platform: event.target.value as Platform })
              }
            >
              {platforms.map((platform) => (
                <option key={platform} value={platform}>
                  {t(`platform.${platform}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className={styles.filter}>
          <span>{t('listing.category')}</span>
          <select
            name="category"
            value={filters.category ?? ''}
            onChange={(event) => onChange({ ...filters, category: event.target.value || null })}
          >
            <option value="">{t('listing.allCategories')}</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          <span>{t('listing.sort')}</span>
          <select
            name="sort"
            value={filters.sort}
            onChange={(event) => onChange({ ...filters, sort: event.target.value as ProductSort })}
          >
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`listing.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit" className={styles.apply}>
            {t('listing.apply')}
          </button>
        </noscript>
      </form>
      <p className={styles.count} aria-live="polite" data-testid="listing-count">
        {listing ? t('listing.count', { count: listing.totalCount }) : null}
      </p>
      {products.length > 0 ? (
        <div aria-busy={loading}>
          <ProductGrid products={products} platform={filters.platform ?? null} opensPage />
        </div>
      ) : listing ? (
        <p>{t('listing.empty')}</p>
      ) : null}
    </section>
  )
}
