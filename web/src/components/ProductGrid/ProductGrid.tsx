import type { Platform, ProductCard_ProductFragment } from '../../__generated__/graphql'
import { ProductCard } from '../ProductCard/ProductCard'
import styles from './ProductGrid.module.css'

/** Programs in a responsive grid. */
export function ProductGrid({
  products,
  platform = null,
  opensPage = false,
}: {
  products: readonly ProductCard_ProductFragment[]
  /** The platform the grid lists: each card links to the product's edition for it. */
  platform?: Platform | null
  /**
   * The grid is what the page opens with (a listing, search results): its first row's icons
   * load eagerly. Grids further down (home sections, related programs) load theirs as they
   * come into view, so the first paint does not wait in line behind them.
   */
  opensPage?: boolean
}) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={opensPage && index < 4} platform={platform} />
        </li>
      ))}
    </ul>
  )
}
