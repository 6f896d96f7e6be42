import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'
import {
  useProductListingCategoriesQuery,
  useProductListingQuery,
  type Platform,
  type ProductSort,
} from '../../__generated__/graphql'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { ProductGrid } from '../ProductGrid/ProductGrid'
import { listingPageSize, type ListingFilters } from './listing-filters'
import styles from './ProductListing.module.css'

const sorts: ProductSort[] = ['NAME', 'NEWEST', 'DOWNLOADS', 'PRICE']

interface ProductListingProps {
  /** The platforms a visitor may choose between; the first is preselected. */
  platforms: Platform[]
  filters: ListingFilters
  onChange: (filters: ListingFilters) => void
}

/** Programs filtered by operating system and category, sorted; server-rendered first. */
export function ProductListing({ platforms, filters, onChange }: ProductListingProps) {
  const { t } = useTranslation('common')
  const locale = toSiteLocale(useRouter().locale)
  const id = useId()
  const { data: categoryData } = useProductListingCategoriesQuery({ variables: { locale } })
  const { data, loading } = useProductListingQuery({
    variables: { locale, first: listingPageSize, ...filters },
  })
  const categories = [
    ...new Map(
      (categoryData?.categories ?? []).map((category) => [category.slug, category]),
    ).values(),
  ]
  const products = data?.products.edges.map((edge) => edge.node) ?? []
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="visually-hidden">
        {t('listing.heading')}
      </h2>
      <form className={styles.filters} onSubmit={(event) => event.preventDefault()}>
        {platforms.length > 1 ? (
          <label className={styles.filter}>
            <span>{t('listing.platform')}</span>
            <select
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
      </form>
      <p className={styles.count} aria-live="polite" data-testid="listing-count">
        {data ? t('listing.count', { count: data.products.totalCount }) : null}
      </p>
      {products.length > 0 ? (
        <div aria-busy={loading}>
          <ProductGrid products={products} platform={filters.platform ?? null} />
        </div>
      ) : data ? (
        <p>{t('listing.empty')}</p>
      ) : null}
    </section>
  )
}
