import Head from 'next/head'
import { useTranslation } from 'next-i18next/pages'
import { OrderLoading } from '../components/OrderConfirmation/OrderLoading'
import { cartPageStaticProps } from '../routing/cart-static-props'
import { clientOnlyWithApollo } from '../apollo/client-only-view'

// The order is this tab's (its token is in sessionStorage): the view and Apollo load after
// hydration (decision 0027).
const OrderConfirmationView = clientOnlyWithApollo(
  () =>
    import('../components/OrderConfirmation/OrderConfirmation').then(
      (module) => module.OrderConfirmationView,
    ),
  () => <OrderLoading />,
)

/** After the order: number, licence keys, full-version downloads and what was paid. */
function OrderConfirmationPage() {
  const { t } = useTranslation('cart')
  const { t: tc } = useTranslation('common')
  return (
    <>
      <Head>
        <title>{`${t('confirmation.title')} – ${tc('site.name')}`}</title>
        <meta name="description" content={t('confirmation.description')} />
        <meta name="robots" content="noindex" />
      </Head>
      {/* The heading says how the payment stands (OrderConfirmationView). */}
      <OrderConfirmationView />
    </>
  )
}

export const getStaticProps = cartPageStaticProps()

export default OrderConfirmationPage
