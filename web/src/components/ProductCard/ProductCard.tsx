import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import type { Platform, ProductCard_ProductFragment } from '../../__generated__/graphql'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { formatRating } from '../../lib/rating'
import { PlatformBadges } from '../PlatformBadges/PlatformBadges'
import { PriceTag } from '../PriceTag/PriceTag'
import { editionPaths } from './edition-paths'
import styles from './ProductCard.module.css'

interface ProductCardProps {
  product: ProductCard_ProductFragment
  /** Only the first cards of a page load their icon eagerly. */
  eager?: boolean
  /** The platform the listing shows: the card links to the product's edition for it. */
  platform?: Platform | null
}

/** A program in a listing: icon, name, teaser, platforms, rating and gross price. */
export function ProductCard({ product, eager = false, platform = null }: ProductCardProps) {
  const { t } = useTranslation('common')
  const locale = toSiteLocale(useRouter().locale)
  return (
    <article className={styles.card} data-testid="product-card">
      <img
        className={styles.icon}
        src={product.icon.url}
        alt=""
        width={64}
        height={64}
        loading={eager ? 'eager' : 'lazy'}
      />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link href={editionPaths(product, platform)[locale]} className={styles.link}>
            {product.name}
          </Link>
        </h3>
        <p className={styles.teaser}>{product.shortDescription}</p>
        <PlatformBadges platforms={product.platforms} />
        {product.ratingAverage != null ? (
          <p className={styles.rating}>
            {t('rating.summary', {
              rating: formatRating(product.ratingAverage, locale),
              count: product.reviewCount,
            })}
          </p>
        ) : null}
        {product.priceGross ? (
          <PriceTag prices={product.pricesGross} strikePrices={product.strikePricesGross} />
        ) : null}
      </div>
    </article>
  )
}
