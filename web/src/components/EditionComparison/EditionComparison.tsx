import { useTranslation } from 'next-i18next/pages'
import type {
  EditionComparison_ProductFragment,
  Platform,
  VersionKind,
} from '../../__generated__/graphql'
import { sumPerCurrency } from '../../currency/currencies'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import { withLocalePrefix } from '../../routing/routes'
import { AddToCartButton } from '../AddToCartButton/AddToCartButton'
import { PriceTag } from '../PriceTag/PriceTag'
import styles from './EditionComparison.module.css'

type Product = EditionComparison_ProductFragment

/** The modification that makes a cart line the Plus edition (hub seed: plus-edition). */
const PLUS_MODIFICATION_KEY = 'plus-edition'

type Edition = 'TRIAL' | 'FREE' | 'FULL' | 'PLUS' | 'SUBSCRIPTION'

/** The subscription's price per period in every currency the product is sold in. */
function subscriptionPrices(product: Product, period: string) {
  return [
    product.subscriptionEur,
    product.subscriptionUsd,
    product.subscriptionGbp,
    product.subscriptionChf,
  ].flatMap((options) => {
    const option = options.find((candidate) => candidate.period === period)
    return option ? [option.amountPerPeriodGross] : []
  })
}

/**
 * The editions side by side (issue 24, point 2): what each includes and costs — the test
 * version, the free program, the full version, the Plus edition, the subscription —, with
 * the prices the cart charges (the server's amounts, the Plus surcharge and the
 * subscription options) and the way to get each.
 */
export function EditionComparison({
  product,
  platform,
  locale,
}: {
  product: Product
  /** The page's platform: its download is offered. */
  platform: Platform
  locale: SiteLocale
}) {
  const { t } = useTranslation('product')
  const kinds = new Set(product.versions.map((version) => version.kind))
  const plus = product.modifications.find(
    (modification) => modification.key === PLUS_MODIFICATION_KEY,
  )
  const yearly = subscriptionPrices(product, '1y')
  const monthly = subscriptionPrices(product, '1m')
  const editions: Edition[] = [
    ...(kinds.has('TRIAL') ? (['TRIAL'] as const) : []),
    ...(kinds.has('FREE') ? (['FREE'] as const) : []),
    ...(kinds.has('FULL') && !product.isFree ? (['FULL'] as const) : []),
    ...(kinds.has('PLUS') && plus ? (['PLUS'] as const) : []),
    ...(yearly.length > 0 ? (['SUBSCRIPTION'] as const) : []),
  ]
  const devices = product.facts?.devicesPerLicence ?? null
  const devicesText =
    devices == null ? t('facts.devicesUnlimited') : t('facts.devices', { count: devices })
  const advantages = (version: VersionKind) =>
    product.advantages.find((group) => group.version === version)?.items ?? []
  const downloadHref = withLocalePrefix(
    `/download?${new URLSearchParams({ product: product.slug, platform: platform.toLowerCase() })}`,
    locale === 'en' ? 'en' : 'base',
  )

  return (
    <ul className={styles.editions} data-testid="edition-comparison">
      {editions.map((edition) => (
        <li key={edition} className={styles.edition} data-edition={edition}>
          <h3>{t(`editions.name.${edition}`)}</h3>
          <div className={styles.price}>
            {edition === 'TRIAL' || edition === 'FREE' ? (
              <PriceTag amountMinor={0} currency="EUR" />
            ) : edition === 'FULL' ? (
              <PriceTag prices={product.pricesGross} strikePrices={product.strikePricesGross} />
            ) : edition === 'PLUS' && plus ? (
              <PriceTag prices={sumPerCurrency(product.pricesGross, plus.amountsGross)} />
            ) : (
              <>
                <PriceTag prices={yearly} />
                <span className={styles.per}>{t('editions.perYear')}</span>
                {monthly.length > 0 ? (
                  <span className={styles.alternative}>
                    {t('editions.orMonthly')} <PriceTag prices={monthly} />
                    <span className={styles.per}>{t('editions.perMonth')}</span>
                  </span>
                ) : null}
              </>
            )}
          </div>
          <dl className={styles.terms}>
            <div>
              <dt>{t('editions.use')}</dt>
              <dd>{t(`editions.useOf.${edition}`)}</dd>
            </div>
            <div>
              <dt>{t('editions.devices')}</dt>
              <dd>{edition === 'TRIAL' ? t('editions.oneDevice') : devicesText}</dd>
            </div>
            <div>
              <dt>{t('editions.updates')}</dt>
              <dd>{t(`editions.updatesOf.${edition}`)}</dd>
            </div>
          </dl>
          <ul className={styles.includes}>
            {(edition === 'SUBSCRIPTION' ? advantages('FULL') : advantages(edition)).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className={styles.action}>
            {edition === 'TRIAL' || edition === 'FREE' ? (
              <a href={downloadHref} className={styles.download}>
                {t(edition === 'TRIAL' ? 'editions.tryIt' : 'editions.getIt')}
              </a>
            ) : edition === 'PLUS' && plus ? (
              <AddToCartButton
                productId={product.id}
                edition={{ modificationId: plus.id, active: true }}
                label={t('editions.buyPlus')}
                testId="edition-add-plus"
              />
            ) : (
              <AddToCartButton
                productId={product.id}
                label={t(
                  edition === 'SUBSCRIPTION' ? 'editions.buySubscription' : 'editions.buyFull',
                )}
                subscription={edition === 'SUBSCRIPTION' ? '1y' : undefined}
                testId={`edition-add-${edition.toLowerCase()}`}
              />
            )}
            {edition === 'SUBSCRIPTION' ? (
              <p className={styles.note}>{t('editions.chooseInCart')}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
