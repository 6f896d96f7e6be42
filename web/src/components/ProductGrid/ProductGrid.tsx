import type { Platform, ProductCard_ProductFragment } from '../../__generated__/graphql'
import { ProductCard } from '../ProductCard/ProductCard'
import styles from './ProductGrid.module.css'

/** Programs in a responsive grid; the first row's icons load eagerly. */
export function ProductGrid({
  products,
  platform = null,
}: {
  products: readonly ProductCard_ProductFragment[]
  /** The platform the grid lists: each card links to the product's edition for it. */
  platform?: Platform | null
}) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < 4} platform={platform} />
        </li>
      ))}
    </ul>
  )
}
