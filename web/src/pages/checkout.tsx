import Head from 'next/head'
import { useTranslation } from 'next-i18next/pages'
import { CheckoutView } from '../components/Checkout/CheckoutView'
import { cartPageStaticProps } from '../routing/cart-static-props'
import { withApollo } from '../apollo/with-apollo'

/** Checkout: buyer, consents, test payment and "place order and pay". */
function CheckoutPage() {
  const { t } = useTranslation('cart')
  const { t: tc } = useTranslation('common')
  return (
    <>
      <Head>
        <title>{`${t('checkout.title')} – ${tc('site.name')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{t('checkout.title')}</h1>
      <CheckoutView />
    </>
  )
}

export const getStaticProps = cartPageStaticProps(['forms', 'validation'])

export default withApollo(CheckoutPage)
