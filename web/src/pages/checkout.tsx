import Head from 'next/head'
import { useTranslation } from 'next-i18next/pages'
import { CartLoading } from '../components/Cart/CartLoading'
import { cartPageStaticProps } from '../routing/cart-static-props'
import { clientOnlyWithApollo } from '../apollo/client-only-view'

// The cart lives in this browser: the checkout and Apollo load after hydration (decision 0027).
const CheckoutView = clientOnlyWithApollo(
  () => import('../components/Checkout/CheckoutView').then((module) => module.CheckoutView),
  () => <CartLoading />,
)

/** Checkout: buyer, billing address, consents and "place order and pay" (hosted payment). */
function CheckoutPage() {
  const { t } = useTranslation('cart')
  const { t: tc } = useTranslation('common')
  return (
    <>
      <Head>
        <title>{`${t('checkout.title')} – ${tc('site.name')}`}</title>
        <meta name="description" content={t('checkout.description')} />
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{t('checkout.title')}</h1>
      <CheckoutView />
    </>
  )
}

export const getStaticProps = cartPageStaticProps(['forms', 'validation'])

export default CheckoutPage
