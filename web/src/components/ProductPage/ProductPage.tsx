import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import type { Platform, ProductPage_ProductFragment } from '../../__generated__/graphql'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { useLocalePath } from '../../routing/use-locale-path'
import { formatDateShort, formatDateTimeShort } from '../../lib/dates'
import { formatNumber, formatRating } from '../../lib/rating'
import { AddToCartButton } from '../AddToCartButton/AddToCartButton'
import { NewsletterBox } from '../NewsletterBox/NewsletterBox'
import { PlatformBadges } from '../PlatformBadges/PlatformBadges'
import { PriceTag } from '../PriceTag/PriceTag'
import { ProductGrid } from '../ProductGrid/ProductGrid'
import { StarRatingDisplay } from '../StarRating/StarRatingDisplay'
import { EditionComparison } from '../EditionComparison/EditionComparison'
import { LazyGallery } from '../Gallery/LazyGallery'
import { ProductFacts } from '../ProductFacts/ProductFacts'
import { ProductReviews } from '../ProductReviews/ProductReviews'
import { OtherEditions, PrimaryEditionAction } from './EditionOffers'
import { PlusOffer } from './PlusOffer'
import { PromotionOffer } from '../PromotionOffer/PromotionOffer'
import styles from './ProductPage.module.css'

/** The sections of a product page in the order of spec §2, each reachable by its anchor. */
export const productSections = [
  'functions',
  'gallery',
  'advantages',
  'details',
  'press',
  'reviews',
  'faq',
  'newsletter',
  'more-programs',
  'services',
] as const

export function ProductPage({
  product,
  platform,
}: {
  product: ProductPage_ProductFragment
  /** The platform of the page's path: its edition is offered first (issue 19, point 1). */
  platform: Platform
}) {
  const { t } = useTranslation('common')
  const router = useRouter()
  const locale = toSiteLocale(router.locale)
  const localePath = useLocalePath()
  return (
    <article className={styles.product}>
      <header className={styles.hero}>
        <img
          src={product.icon.url}
          alt={product.icon.alt}
          width={128}
          height={128}
          className={styles.icon}
        />
        <div className={styles.heroBody}>
          {/* Names the platform: the program has a page under each platform it runs on. */}
          <h1 className={styles.name}>
            {t('catalogPage.productTitle', {
              product: product.name,
              platform: t(`platform.${platform}`),
              interpolation: { escapeValue: false },
            })}
          </h1>
          <p className={styles.teaser}>{product.shortDescription}</p>
          {product.ratingAverage != null ? (
            <a href="#reviews" className={styles.rating}>
              <StarRatingDisplay value={product.ratingAverage} size={20} locale={locale} />
              <span>
                {t('rating.summary', {
                  rating: formatRating(product.ratingAverage, locale),
                  count: product.reviewCount,
                })}
              </span>
            </a>
          ) : null}
          <PlatformBadges platforms={product.platforms} />
          {/* While a promotion runs it takes the price's place (issue 19, point 2). */}
          {product.promotion ? (
            <PromotionOffer promotion={product.promotion} locale={locale} />
          ) : product.priceGross ? (
            <PriceTag
              prices={product.pricesGross}
              strikePrices={product.strikePricesGross}
              size="lg"
            />
          ) : null}
          {/* A crossed-out price says until when it is crossed out (issue 24, point 6). */}
          {!product.promotion && product.offerEndsAt && product.strikePricesGross.length > 0 ? (
            <p className={styles.offerEnds} data-testid="offer-ends">
              {t('product.offerEnds', { date: formatDateTimeShort(product.offerEndsAt, locale) })}
            </p>
          ) : null}
          <div className={styles.actions}>
            <PrimaryEditionAction product={product} platform={platform} />
            {product.priceGross && !product.isFree && !product.promotion ? (
              <AddToCartButton productId={product.id} />
            ) : null}
          </div>
          <OtherEditions product={product} platform={platform} />
          <p className={styles.facts}>
            {t('product.released', { date: formatDateShort(product.releaseDate, locale) })} ·{' '}
            {t('product.downloads', {
              count: product.downloadCount,
              downloads: formatNumber(product.downloadCount, locale),
            })}
          </p>
        </div>
      </header>
      {product.promotion ? null : <PlusOffer product={product} />}

      <nav aria-label={t('product.sections')} className={styles.sectionNav}>
        {productSections.map((section) => (
          <a key={section} href={`#${section}`}>
            {t(`product.section.${section}`)}
          </a>
        ))}
      </nav>

      <section className={styles.description}>
        <p>{product.description}</p>
      </section>

      <section id="functions" className={styles.section}>
        <h2>{t('product.section.functions')}</h2>
        <ul className={styles.functions}>
          {product.functions.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="gallery" className={styles.section}>
        <h2>{t('product.section.gallery')}</h2>
        <LazyGallery
          images={product.gallery}
          label={t('product.galleryLabel', { name: product.name })}
        />
      </section>

      <section id="advantages" className={styles.section}>
        <h2>{t('product.section.advantages')}</h2>
        <EditionComparison product={product} platform={platform} locale={locale} />
      </section>

      <section id="details" className={styles.section}>
        <h2>{t('product.section.details')}</h2>
        <ProductFacts product={product} locale={locale} />
      </section>

      <section id="press" className={styles.section}>
        <h2>{t('product.section.press')}</h2>
        <div className={styles.quotes}>
          {product.pressQuotes.map((quote) => (
            <figure key={quote.source} className={styles.quote}>
              <blockquote>{quote.quote}</blockquote>
              <figcaption>
                {quote.source}
                {quote.rating ? ` – ${quote.rating}` : ''}
              </figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section id="reviews" className={styles.section}>
        <h2>{t('product.section.reviews')}</h2>
        <ProductReviews product={product} />
      </section>

      <section id="faq" className={styles.section}>
        <h2>{t('product.section.faq')}</h2>
        {product.faq.map((item) => (
          <details key={item.question} className={styles.faqItem}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </section>

      <section id="newsletter" className={styles.section}>
        <h2>{t('product.section.newsletter')}</h2>
        <NewsletterBox source={router.asPath} />
      </section>

      <section id="more-programs" className={styles.section}>
        <h2>{t('product.section.more-programs')}</h2>
        <ProductGrid products={product.relatedProducts} platform={platform} />
      </section>

      <section id="services" className={styles.section}>
        <h2>{t('product.section.services')}</h2>
        <ul className={styles.services}>
          {product.services.map((service) => (
            <li key={service.title}>
              <h3>{service.title}</h3>
              <p>{service.text}</p>
            </li>
          ))}
        </ul>
        <p>
          <Link href={localePath('/contact')}>{t('product.help')}</Link>
        </p>
      </section>
    </article>
  )
}
