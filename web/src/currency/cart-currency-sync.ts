import type { ShopCurrency } from '@schaufenster/contract'

/**
 * What to do when the cart's currency and the shopper's chosen one differ:
 * - `adopt`: the cart just changed its own currency (its currency select on the cart
 *   page) from the chosen one to another: that is the shopper's new choice;
 * - `push`: any other difference (a cart made before the choice, a choice made without
 *   JavaScript, a cart another way created in the default currency): the cart follows
 *   the choice;
 * - `none`: no cart, or the two agree.
 *
 * `previous` is the cart's currency the last time this was asked (null: no cart then, or
 * not asked yet), `current` the cart's now (null: no cart).
 */
export function cartCurrencyAction(
  previous: ShopCurrency | null,
  current: ShopCurrency | null,
  chosen: ShopCurrency,
): 'none' | 'adopt' | 'push' {
  if (current === null || current === chosen) return 'none'
  if (previous === chosen) return 'adopt'
  return 'push'
}
