import { useTranslation } from 'next-i18next/pages'
import type { ProductCard_ProductFragment } from '../../__generated__/graphql'
import { PriceTag } from '../PriceTag/PriceTag'
import styles from './ProductCard.module.css'

interface ProductCardProps {
  product: ProductCard_ProductFragment
}

/** A program in a listing: name, platform and gross price. */
export function ProductCard({ product }: ProductCardProps) {
  const { t } = useTranslation('common')
  return (
    <article className={styles.card} data-testid="product-card">
      <h3 className={styles.name}>{product.name}</h3>
      <p className={styles.platform}>{t(`platform.${product.platform}`)}</p>
      {product.priceGross ? (
        <PriceTag
          amountMinor={product.priceGross.amountMinor}
          currency={product.priceGross.currency}
        />
      ) : null}
    </article>
  )
}
