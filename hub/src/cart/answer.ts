import { PREMIUM_SUPPORT_PRODUCT_ID } from '@schaufenster/contract'
import type { Locale } from '@schaufenster/validation'
import type { CatalogCache } from '../catalog/answer-cache'
import type { ProductSummaryDto } from '../catalog/dto'
import type { HubDb } from '../db/database'
import { couponMessage } from './coupon-rules'
import { cartProductSummaries } from './repository'
import type { BuiltCart } from './service'
import { signCart } from './token'

// The answer of every cart call (GET, PATCH, POST /cart/changes): the priced cart with its
// new token, and beside each item what a page shows of it (names in both languages, the
// one-time price, the product's catalog summary), so a client needs no second call.
// `cart` stays the cart of spec §3 that the token holds; `itemDetails` (one per item, in the
// items' order) is recomputed on every answer and never signed.

export interface ItemDetailsAnswer {
  productId: number
  /** The product's (or the premium support plan's) name in both languages. */
  names: { de: string; en: string }
  /** One licence bought once (no subscription) with its active modifications. */
  oneTimeAmount: number | null
  /** The names of the product's modifications, in the order of the item's modifications. */
  modifications: { id: number; names: { de: string; en: string } }[]
  /** The catalog summary in the answer's language; null for the premium support plan. */
  product: ProductSummaryDto | null
}

export interface CartAnswerContext {
  db: HubDb
  secret: string
  locale: Locale
  catalogCache?: CatalogCache
  /** Adds the explanation of every price (`?debug`). */
  debug: boolean
}

export async function cartAnswer(built: BuiltCart, context: CartAnswerContext) {
  const { cart } = built
  const token = await signCart(cart, context.secret)
  const summaries = await cartProductSummaries(
    context.db,
    cart.items.map((item) => item.productId).filter((id) => id !== PREMIUM_SUPPORT_PRODUCT_ID),
    context.locale,
    context.catalogCache,
  )
  const itemDetails: ItemDetailsAnswer[] = cart.items.map((item) => {
    const details = built.details.get(item.productId)
    const fallbackName = String(item.productId)
    return {
      productId: item.productId,
      names: built.names.get(item.productId) ?? { de: fallbackName, en: fallbackName },
      oneTimeAmount: details?.oneTimeAmount ?? null,
      modifications: item.modifications.map(({ id, key }) => ({
        id,
        names: details?.modificationNames.get(id) ?? { de: key, en: key },
      })),
      product: summaries.get(item.productId) ?? null,
    }
  })
  const rejection = built.couponRejection
  return {
    cart: { token, ...cart },
    itemDetails,
    ...(rejection
      ? {
          couponRejection: {
            ...rejection,
            message: couponMessage(
              context.locale,
              rejection.reason,
              rejection.minimumAmount === undefined
                ? undefined
                : { amount: rejection.minimumAmount, currency: cart.currency },
            ),
          },
        }
      : {}),
    ...(context.debug ? { debug: built.debug } : {}),
  }
}
