import { useTranslation } from 'next-i18next/pages'
import type { ProductPage_ProductFragment } from '../../__generated__/graphql'
import { AddToCartButton } from '../AddToCartButton/AddToCartButton'
import { sumPerCurrency } from '../../currency/currencies'
import { PriceTag } from '../PriceTag/PriceTag'
import styles from './ProductPage.module.css'

/** The modification that makes a cart line the Plus edition (hub seed: plus-edition). */
export const PLUS_MODIFICATION_KEY = 'plus-edition'

/**
 * The Plus edition as something one can buy (issue 19, point 3): its own price (the full
 * version's plus the Plus surcharge, as the cart computes it on the server) and its own
 * button. A product without a purchasable Plus shows nothing here.
 */
export function PlusOffer({ product }: { product: ProductPage_ProductFragment }) {
  const { t } = useTranslation('common')
  const plus = product.modifications.find(
    (modification) => modification.key === PLUS_MODIFICATION_KEY,
  )
  const hasPlusEdition = product.versions.some((version) => version.kind === 'PLUS')
  if (!plus?.amountGross || !product.priceGross || product.isFree || !hasPlusEdition) return null
  return (
    <section
      className={styles.plusOffer}
      aria-labelledby="plus-offer-heading"
      data-testid="plus-offer"
    >
      <h2 id="plus-offer-heading">{t('edition.plus.heading')}</h2>
      {/* In the shopper's currency: the full version's and the surcharge's amounts in it. */}
      <PriceTag prices={sumPerCurrency(product.pricesGross, plus.amountsGross)} />
      <AddToCartButton
        productId={product.id}
        edition={{ modificationId: plus.id, active: true }}
        label={t('edition.plus.add')}
        testId="add-plus-to-cart"
      />
    </section>
  )
}
