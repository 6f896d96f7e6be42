import type { ProductCard_ProductFragment } from '../../__generated__/graphql'
import { ProductCard } from '../ProductCard/ProductCard'
import styles from './ProductGrid.module.css'

/** Programs in a responsive grid; the first row's icons load eagerly. */
export function ProductGrid({ products }: { products: readonly ProductCard_ProductFragment[] }) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < 4} />
        </li>
      ))}
    </ul>
  )
}
