import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import type { HomePageQuery } from '../../__generated__/graphql'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { PlatformBadges } from '../PlatformBadges/PlatformBadges'
import { PriceTag } from '../PriceTag/PriceTag'
import styles from './HomeSections.module.css'

type Bestseller = HomePageQuery['homePage']['bestsellerOfTheMonth']

/** The bestseller of the month, up front with its price and the way to it. */
export function BestsellerHero({ product }: { product: Bestseller }) {
  const { t } = useTranslation('common')
  const locale = toSiteLocale(useRouter().locale)
  return (
    <section className={styles.bestseller} aria-labelledby="bestseller-heading">
      <img
        src={product.icon.url}
        alt=""
        width={128}
        height={128}
        className={styles.bestsellerIcon}
      />
      <div className={styles.bestsellerBody}>
        <p className={styles.kicker}>{t('home.bestseller')}</p>
        <h2 id="bestseller-heading" className={styles.bestsellerName}>
          {product.name}
        </h2>
        <p className={styles.bestsellerText}>{product.shortDescription}</p>
        <PlatformBadges platforms={product.platforms} />
        {product.priceGross ? (
          <PriceTag
            prices={product.pricesGross}
            strikePrices={product.strikePricesGross}
            size="lg"
          />
        ) : null}
        <Link href={product.paths[locale]} className={styles.primaryAction}>
          {t('home.toProduct')}
        </Link>
      </div>
    </section>
  )
}
