import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { CHECKOUT_COUNTRIES } from '@schaufenster/validation'
import { useApolloClient } from '@apollo/client/react'
import {
  CurrentCartDocument,
  useApplyCouponMutation,
  useChangeCartItemQuantityMutation,
  useCurrentCartQuery,
  useRemoveCouponMutation,
  useRemoveFromCartMutation,
  useSetCartCountryMutation,
  useSetCartCurrencyMutation,
  useSetCartItemModificationMutation,
  useSetCartSubscriptionMutation,
  type CartView_CartFragment,
  type CurrentCartQuery,
  type CurrencyCode,
} from '../../__generated__/graphql'
import { SHOP_CURRENCIES } from '@schaufenster/contract'
import { useCart } from '../../cart/CartProvider'
import { toSiteLocale, type SiteLocale } from '../../i18n/next-i18next-config'
import { formatMoney } from '../../lib/money'
import { useLocalePath } from '../../routing/use-locale-path'
import { PriceTag } from '../PriceTag/PriceTag'
import { CartTotals } from './CartTotals'
import { parsePeriod, purchaseTypePrice, sortedCountries, subscriptionPeriods } from './cart-format'
import styles from './Cart.module.css'
import { QuantityInput } from './QuantityInput'
import { useCartUpdate, useKeepCartAnswer } from './use-cart-update'

type CartItem = CartView_CartFragment['items'][number]

/** A billing period in words: "1 Jahr", "6 months". */
export function usePeriodLabel(): (period: string) => string {
  const { t } = useTranslation('cart')
  return (period) => {
    const parsed = parsePeriod(period)
    return parsed ? t(`period.${parsed.unit}`, { count: parsed.count }) : period
  }
}

/** What a price is per: "Jahr", "6 Monate" ("19,99 € / Jahr"). */
export function usePerPeriodLabel(): (period: string) => string {
  const { t } = useTranslation('cart')
  return (period) => {
    const parsed = parsePeriod(period)
    return parsed ? t(`per.${parsed.unit}`, { count: parsed.count }) : period
  }
}

/**
 * The cart page's content, read in the browser (the cart lives there): the items with
 * quantity, upgrade and removal, the coupon, currency, subscription and country, and the
 * totals including VAT. Until the cart is read the server render shows a line of text.
 */
export function CartView() {
  const { t } = useTranslation('cart')
  const router = useRouter()
  const locale = toSiteLocale(router.locale)
  const localePath = useLocalePath()
  const client = useApolloClient()
  const stored = useCart()
  // The cart a change answered (add to cart, a quantity, …) is the cart query's answer in the
  // cache already (use-cart-update.ts): the page opens with it, without asking again. It asks
  // when it has none, or when the cached cart is not the stored token's (another tab changed
  // the cart, an order emptied it). Decided once, when the page has read the stored token.
  const [policy, setPolicy] = useState<'cache-first' | 'network-only' | null>(null)
  const tokenRead = stored.count !== null
  useEffect(() => {
    if (!tokenRead || policy !== null) return
    const cached = client.readQuery<CurrentCartQuery>({
      query: CurrentCartDocument,
      variables: { locale },
    })
    const usable = cached?.cart !== undefined && (cached.cart.token ?? null) === stored.token
    setPolicy(usable ? 'cache-first' : 'network-only')
  }, [tokenRead, policy, client, locale, stored.token])
  const { data, error, refetch } = useCurrentCartQuery({
    variables: { locale },
    fetchPolicy: policy ?? 'cache-first',
    skip: policy === null,
    ssr: false,
  })
  const cart = data?.cart

  if (!cart) {
    return error ? (
      <div role="alert" className={styles.loadError}>
        <p>{t('error.loadFailed')}</p>
        <button type="button" className={styles.secondary} onClick={() => void refetch()}>
          {t('error.retry')}
        </button>
      </div>
    ) : (
      <p className={styles.skeleton} data-testid="cart-loading">
        {t('loading')}
      </p>
    )
  }

  if (cart.items.length === 0) {
    return (
      <div className={styles.empty} data-testid="cart-empty">
        <p>{t('empty.text')}</p>
        <Link href="/" className={styles.primary}>
          {t('empty.link')}
        </Link>
      </div>
    )
  }

  return <CartContent cart={cart} locale={locale} checkoutPath={localePath('/checkout')} />
}

function CartContent({
  cart,
  locale,
  checkoutPath,
}: {
  cart: CartView_CartFragment
  locale: SiteLocale
  checkoutPath: string
}) {
  const { t } = useTranslation('cart')
  const id = useId()
  const periodLabel = usePeriodLabel()
  const perLabel = usePerPeriodLabel()
  const { run, busy, failure } = useCartUpdate()
  // Every change answers the whole priced cart: it replaces the page's cart in the cache.
  const keep = { update: useKeepCartAnswer(locale) }
  const [changeQuantity] = useChangeCartItemQuantityMutation(keep)
  const [removeFromCart] = useRemoveFromCartMutation(keep)
  const [setModification] = useSetCartItemModificationMutation(keep)
  const [applyCoupon] = useApplyCouponMutation(keep)
  const [removeCoupon] = useRemoveCouponMutation(keep)
  const [setCurrency] = useSetCartCurrencyMutation(keep)
  const [setSubscription] = useSetCartSubscriptionMutation(keep)
  const [setCountry] = useSetCartCountryMutation(keep)
  const [couponCode, setCouponCode] = useState('')
  const [couponError, setCouponError] = useState('')
  const [announcement, setAnnouncement] = useState('')

  const itemName = (item: CartItem) => item.name || item.product?.name || t('item.unknown')
  const periods = subscriptionPeriods(cart.items)

  const onQuantity = async (item: CartItem, quantity: number) => {
    const result = await run(() =>
      changeQuantity({ variables: { productId: item.productId, quantity, locale } }),
    )
    if (result?.__typename === 'CartUpdated')
      setAnnouncement(t('announce.quantity', { name: itemName(item), count: quantity }))
  }

  const onRemove = async (item: CartItem) => {
    const result = await run(() =>
      removeFromCart({ variables: { productId: item.productId, locale } }),
    )
    if (result?.__typename === 'CartUpdated')
      setAnnouncement(t('announce.removed', { name: itemName(item) }))
  }

  const onCoupon = async (event: FormEvent) => {
    event.preventDefault()
    const code = couponCode.trim()
    if (!code) {
      setCouponError(t('coupon.missing'))
      return
    }
    const result = await run(() => applyCoupon({ variables: { code, locale } }))
    if (result?.__typename === 'CouponRejected') {
      // What was typed stays, so a typo can be fixed in place.
      setCouponError(result.message)
    } else if (result?.__typename === 'CartUpdated') {
      setCouponError('')
      setCouponCode('')
      setAnnouncement(t('announce.couponApplied', { code: code.toUpperCase() }))
    } else if (result?.__typename === 'ValidationErrors') {
      setCouponError(result.fieldErrors.map((e) => e.message).join(' '))
    }
  }

  const onRemoveCoupon = async () => {
    const result = await run(() => removeCoupon({ variables: { locale } }))
    if (result?.__typename === 'CartUpdated') {
      setCouponError('')
      setAnnouncement(t('announce.couponRemoved'))
    }
  }

  const couponInputId = `${id}-coupon`
  const couponErrorId = `${couponInputId}-error`

  return (
    <div className={styles.cart} data-testid="cart">
      <ul className={styles.items} aria-label={t('items')}>
        {cart.items.map((item) => (
          <li key={item.productId} className={styles.item} data-testid="cart-item">
            {item.product ? (
              <img
                src={item.product.icon.url}
                alt=""
                width={64}
                height={64}
                className={styles.itemIcon}
              />
            ) : (
              <span className={styles.itemIcon} />
            )}
            <div className={styles.itemBody}>
              <h2 className={styles.itemName}>
                {item.product ? (
                  <Link href={item.product.paths[locale]}>{item.product.name}</Link>
                ) : (
                  itemName(item)
                )}
              </h2>
              <p className={styles.unitPrice}>
                <span className={styles.unitLabel}>{t('item.unitPrice')} </span>
                <PriceTag
                  amountMinor={item.unitPriceGross.amountMinor}
                  currency={item.unitPriceGross.currency}
                  strikeAmountMinor={item.strikeUnitPriceGross?.amountMinor}
                />
              </p>
              {item.modifications.map((modification) => {
                const modificationId = `${id}-${item.productId}-mod-${modification.id}`
                return (
                  <p key={modification.id} className={styles.modification}>
                    <input
                      id={modificationId}
                      type="checkbox"
                      checked={modification.active}
                      disabled={busy}
                      onChange={(event) =>
                        void run(() =>
                          setModification({
                            variables: {
                              productId: item.productId,
                              modificationId: modification.id,
                              active: event.target.checked,
                              locale,
                            },
                          }),
                        )
                      }
                    />
                    <label htmlFor={modificationId}>
                      {t('item.modification', {
                        name: modification.name,
                        price: formatMoney(
                          modification.amountGross.amountMinor,
                          modification.amountGross.currency,
                          locale,
                        ),
                      })}
                    </label>
                  </p>
                )
              })}
            </div>
            <QuantityInput
              id={`${id}-${item.productId}-qty`}
              productName={itemName(item)}
              value={item.quantity}
              max={item.maxQuantity}
              disabled={busy}
              onChange={(quantity) => void onQuantity(item, quantity)}
            />
            <p className={styles.lineTotal}>
              <span className={styles.unitLabel}>{t('item.lineTotal')} </span>
              <span data-testid="line-total">
                {formatMoney(item.lineTotalGross.amountMinor, item.lineTotalGross.currency, locale)}
              </span>
            </p>
            <button
              type="button"
              className={styles.remove}
              disabled={busy}
              onClick={() => void onRemove(item)}
              aria-label={t('item.removeNamed', { name: itemName(item) })}
            >
              {t('item.remove')}
            </button>
          </li>
        ))}
      </ul>

      <div className={styles.options}>
        <form className={styles.coupon} onSubmit={(event) => void onCoupon(event)} noValidate>
          <label htmlFor={couponInputId} className={styles.optionLabel}>
            {t('coupon.label')}
          </label>
          {cart.coupon ? (
            <p className={styles.appliedCoupon} data-testid="applied-coupon">
              {t('coupon.applied', { code: cart.coupon.code })}{' '}
              <button
                type="button"
                className={styles.linkButton}
                disabled={busy}
                onClick={() => void onRemoveCoupon()}
              >
                {t('coupon.remove')}
              </button>
            </p>
          ) : null}
          <div className={styles.inline}>
            <input
              id={couponInputId}
              name="coupon"
              value={couponCode}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={Boolean(couponError)}
              aria-describedby={couponErrorId}
              onChange={(event) => setCouponCode(event.target.value)}
            />
            <button type="submit" className={styles.secondary} disabled={busy}>
              {t('coupon.apply')}
            </button>
          </div>
          <p id={couponErrorId} className={styles.fieldError} aria-live="polite">
            {couponError}
          </p>
        </form>

        <div className={styles.option}>
          <label htmlFor={`${id}-currency`} className={styles.optionLabel}>
            {t('currency.label')}
          </label>
          <select
            id={`${id}-currency`}
            value={cart.currency}
            disabled={busy}
            onChange={(event) =>
              void run(() =>
                setCurrency({
                  variables: { currency: event.target.value as CurrencyCode, locale },
                }),
              )
            }
          >
            {SHOP_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {t(`currency.${currency}`)}
              </option>
            ))}
          </select>
        </div>

        <div className={styles.option}>
          <label htmlFor={`${id}-country`} className={styles.optionLabel}>
            {t('country.label')}
          </label>
          <select
            id={`${id}-country`}
            value={cart.country}
            disabled={busy}
            aria-describedby={`${id}-country-hint`}
            onChange={(event) =>
              void run(() => setCountry({ variables: { country: event.target.value, locale } }))
            }
          >
            {sortedCountries(CHECKOUT_COUNTRIES, locale).map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          <p id={`${id}-country-hint`} className={styles.hint}>
            {t('country.hint')}
          </p>
        </div>

        {periods.length > 0 ? (
          <fieldset className={`${styles.option} ${styles.purchaseType}`}>
            <legend className={styles.optionLabel}>{t('subscription.label')}</legend>
            {[null, ...periods].map((period) => {
              const optionId = `${id}-subscription-${period ?? 'none'}`
              // Price, renewal and cancellation are read before the option is chosen.
              const price = purchaseTypePrice(cart.items, period)
              const money =
                price === null ? null : formatMoney(price, cart.totalGross.currency, locale)
              return (
                <div key={period ?? 'none'} className={styles.radio}>
                  <input
                    id={optionId}
                    type="radio"
                    name="subscription"
                    checked={cart.subscriptionPeriod === period}
                    disabled={busy}
                    aria-describedby={`${optionId}-terms`}
                    onChange={() =>
                      void run(() => setSubscription({ variables: { period, locale } }))
                    }
                  />
                  <label htmlFor={optionId} data-testid="purchase-type-option">
                    <span className={styles.radioTitle}>
                      {period === null
                        ? t('subscription.none')
                        : t('subscription.every', { period: periodLabel(period) })}
                    </span>{' '}
                    {money === null ? null : (
                      <span className={styles.radioPrice} data-testid="purchase-type-price">
                        {period === null
                          ? t('subscription.oncePrice', { price: money })
                          : t('subscription.periodPrice', { price: money, per: perLabel(period) })}
                      </span>
                    )}
                  </label>
                  <p id={`${optionId}-terms`} className={styles.radioTerms}>
                    {period === null
                      ? t('subscription.onceTerms')
                      : t('subscription.terms', { period: periodLabel(period) })}
                  </p>
                </div>
              )
            })}
          </fieldset>
        ) : null}
      </div>

      <div className={styles.summary}>
        <CartTotals cart={cart} locale={locale} />
        <Link href={checkoutPath} className={styles.primary} data-testid="to-checkout">
          {t('toCheckout')}
        </Link>
      </div>

      <div className={styles.live} aria-live="polite" role="status">
        {failure ? (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        ) : (
          <p className={styles.visuallyHidden}>{announcement}</p>
        )}
      </div>
    </div>
  )
}
