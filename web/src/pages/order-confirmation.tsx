import Head from 'next/head'
import { useTranslation } from 'next-i18next/pages'
import { OrderConfirmationView } from '../components/OrderConfirmation/OrderConfirmation'
import { cartPageStaticProps } from '../routing/cart-static-props'
import { withApollo } from '../apollo/with-apollo'

/** After the order: number, licence keys, full-version downloads and what was paid. */
function OrderConfirmationPage() {
  const { t } = useTranslation('cart')
  const { t: tc } = useTranslation('common')
  return (
    <>
      <Head>
        <title>{`${t('confirmation.title')} – ${tc('site.name')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      {/* The heading says how the payment stands (OrderConfirmationView). */}
      <OrderConfirmationView />
    </>
  )
}

export const getStaticProps = cartPageStaticProps()

export default withApollo(OrderConfirmationPage)
