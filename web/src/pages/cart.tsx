import Head from 'next/head'
import { useTranslation } from 'next-i18next/pages'
import { CartLoading } from '../components/Cart/CartLoading'
import { AffiliatePageTracking } from '../tracking/AffiliateTracking'
import { cartPageStaticProps } from '../routing/cart-static-props'
import { clientOnlyWithApollo } from '../apollo/client-only-view'

// The cart lives in this browser: its view and Apollo load after hydration (decision 0027).
const CartView = clientOnlyWithApollo(
  () => import('../components/Cart/CartView').then((module) => module.CartView),
  () => <CartLoading />,
)

/**
 * The cart: items, coupon, currency, subscription, country and totals incl. VAT.
 * Indexable like any shop page (issue 9: SEO 100 on the cart); the shopper's items live in
 * the browser, so a crawler sees the empty cart. It stays out of the sitemap.
 */
function CartPage() {
  const { t } = useTranslation('cart')
  const { t: tc } = useTranslation('common')
  return (
    <>
      <Head>
        <title>{`${t('title')} – ${tc('site.name')}`}</title>
        <meta name="description" content={t('description')} />
      </Head>
      <h1>{t('title')}</h1>
      <CartView />
      <AffiliatePageTracking pageType="CART" />
    </>
  )
}

export const getStaticProps = cartPageStaticProps()

export default CartPage
