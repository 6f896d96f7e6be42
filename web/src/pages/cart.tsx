import Head from 'next/head'
import { useTranslation } from 'next-i18next/pages'
import { CartView } from '../components/Cart/CartView'
import { AffiliatePageTracking } from '../tracking/AffiliateTracking'
import { cartPageStaticProps } from '../routing/cart-static-props'

/** The cart: items, coupon, currency, subscription, country and totals incl. VAT. */
export default function CartPage() {
  const { t } = useTranslation('cart')
  const { t: tc } = useTranslation('common')
  return (
    <>
      <Head>
        <title>{`${t('title')} – ${tc('site.name')}`}</title>
        <meta name="description" content={t('description')} />
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{t('title')}</h1>
      <CartView />
      <AffiliatePageTracking pageType="CART" />
    </>
  )
}

export const getStaticProps = cartPageStaticProps()
