import type { GetServerSideProps } from 'next'
import Head from 'next/head'
import { createContext, useContext } from 'react'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import type {
  CartView_CartFragment,
  CurrentCartQuery,
  CurrentCartQueryVariables,
} from '../../__generated__/graphql'
import { clientOnlyWithApollo } from '../../apollo/client-only-view'
import { ServerCart } from '../../components/Cart/ServerCart'
import { toSiteLocale, type SiteLocale } from '../../i18n/next-i18next-config'
import type { SitePageProps } from '../../routing/page-props'
import { pageRouteForPage } from '../../routing/routes'

interface SavedCartProps extends SitePageProps {
  cart: CartView_CartFragment
}

/** The server's cart of this page, for the placeholder the live cart replaces. */
const SavedCart = createContext<{ cart: CartView_CartFragment; locale: SiteLocale } | null>(null)

function ServerCartUntilLive() {
  const saved = useContext(SavedCart)
  return saved ? <ServerCart cart={saved.cart} locale={saved.locale} /> : null
}

// Without JavaScript the server's cart is the page; with it, the live cart takes its place
// once loaded (the token moved to local storage: CartProvider).
const CartView = clientOnlyWithApollo(
  () => import('../../components/Cart/CartView').then((module) => module.CartView),
  () => <ServerCartUntilLive />,
)

/**
 * The cart page for a browser that added to the cart without JavaScript (pages/api/cart/add):
 * `/warenkorb` and `/en/cart` come here while the `cartToken` cookie is set (next.config.ts),
 * rendered on the server from that cart.
 */
export default function SavedCartPage({ cart }: SavedCartProps) {
  const { t } = useTranslation('cart')
  const { t: tc } = useTranslation('common')
  const locale = toSiteLocale(useRouter().locale)
  return (
    <>
      <Head>
        <title>{`${t('title')} – ${tc('site.name')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{t('title')}</h1>
      <SavedCart.Provider value={{ cart, locale }}>
        <CartView />
      </SavedCart.Provider>
    </>
  )
}

export const getServerSideProps: GetServerSideProps<SavedCartProps> = async ({
  locale,
  req,
  res,
}) => {
  const { cartTokenFromCookies } = await import('../../cart/cart-cookie')
  const { basePageProps } = await import('../../routing/page-props')
  const { createServerApolloClient } = await import('../../apollo/server-apollo-client')
  const { CurrentCartDocument } = await import('../../__generated__/graphql')
  const siteLocale = toSiteLocale(locale)
  const token = cartTokenFromCookies(req.headers.cookie)
  const cartPath = pageRouteForPage('/cart')!.paths
  if (!token) {
    return {
      redirect: {
        destination: siteLocale === 'de' ? cartPath.de : `/en${cartPath.en}`,
        permanent: false,
      },
    }
  }
  res.setHeader('cache-control', 'private, no-store')
  const [base, answer] = await Promise.all([
    basePageProps(siteLocale, ['cart']),
    createServerApolloClient(undefined, { cartToken: token }).query<
      CurrentCartQuery,
      CurrentCartQueryVariables
    >({
      query: CurrentCartDocument,
      variables: { locale: siteLocale },
      fetchPolicy: 'no-cache',
    }),
  ])
  if (!answer.data) throw new Error('the gateway answered without a cart')
  return {
    props: { ...base, cart: answer.data.cart, alternates: cartPath },
  }
}
