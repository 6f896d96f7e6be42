import Head from 'next/head'
import { useTranslation } from 'next-i18next/pages'
import { OrderConfirmationView } from '../components/OrderConfirmation/OrderConfirmation'
import { cartPageStaticProps } from '../routing/cart-static-props'

/** After the order: number, licence keys, full-version downloads and what was paid. */
export default function OrderConfirmationPage() {
  const { t } = useTranslation('cart')
  const { t: tc } = useTranslation('common')
  return (
    <>
      <Head>
        <title>{`${t('confirmation.title')} – ${tc('site.name')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{t('confirmation.title')}</h1>
      <OrderConfirmationView />
    </>
  )
}

export const getStaticProps = cartPageStaticProps()
