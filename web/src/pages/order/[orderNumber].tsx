import type { GetServerSideProps } from 'next'

// The order confirmation mail links to `/order/<number>` (`/en/order/<number>`). The order
// lives in the customer account: this sends the link there, to the order itself; a visitor
// who is not logged in passes the login page on the way.

const ORDER_NUMBER = /^\d{1,12}-\d{1,6}$/

function OrderLink() {
  return null
}

export const getServerSideProps: GetServerSideProps = async ({ params, locale, res }) => {
  const { toSiteLocale } = await import('../../i18n/next-i18next-config')
  const { pageUrl } = await import('../../routing/routes')
  const orderNumber = typeof params?.['orderNumber'] === 'string' ? params['orderNumber'] : ''
  if (!ORDER_NUMBER.test(orderNumber)) return { notFound: true }
  res.setHeader('Cache-Control', 'private, no-store')
  return {
    redirect: {
      destination: `${pageUrl('/account', toSiteLocale(locale))}#order-${orderNumber}`,
      permanent: false,
    },
  }
}

// No withApollo: nothing here queries while rendering; a mutation loads the client when it is
// first sent (apollo/lazy-mutation.ts, decision 0021).
export default OrderLink
