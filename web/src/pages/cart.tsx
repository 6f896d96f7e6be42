import Head from 'next/head'
import { useTranslation } from 'next-i18next/pages'
import { CartView } from '../components/Cart/CartView'
import { AffiliatePageTracking } from '../tracking/AffiliateTracking'
import { cartPageStaticProps } from '../routing/cart-static-props'
import { withApollo } from '../apollo/with-apollo'

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

export default withApollo(CartPage)
