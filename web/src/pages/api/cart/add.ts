import type { NextApiRequest, NextApiResponse } from 'next'
import { isShopCurrency } from '@schaufenster/contract'
import {
  AddToCartDocument,
  SetCartItemModificationDocument,
  SetCartSubscriptionDocument,
  type AddToCartMutation,
  type AddToCartMutationVariables,
  type SetCartItemModificationMutation,
  type SetCartItemModificationMutationVariables,
  type SetCartSubscriptionMutation,
  type SetCartSubscriptionMutationVariables,
} from '../../../__generated__/graphql'
import { createServerApolloClient } from '../../../apollo/server-apollo-client'
import { cartCookieHeader, cartTokenFromCookies } from '../../../cart/cart-cookie'
import { webServerConfig } from '../../../config/server-config'
import { currencyFromCookies } from '../../../currency/currencies'
import { toSiteLocale } from '../../../i18n/next-i18next-config'
import { visitorAddress } from '../../../lib/client-address'
import { isSitePath, refererSitePath } from '../../../lib/site-path'
import { pageUrl } from '../../../routing/routes'

const ID = /^[0-9]{1,9}$/
const PERIOD = /^[1-9][0-9]?[dmy]$/

/**
 * "Add to cart" without JavaScript (issue 22): the button is a form posting here. The cart
 * is the gateway's as always (the server's prices, the visitor's currency from its cookie);
 * its token is kept in the `cartToken` cookie, since such a browser has no local storage to
 * keep it in, and the visitor goes on to the cart page, rendered on the server from it.
 * With JavaScript the button never comes here.
 */
export default async function addToCartWithoutScript(
  request: NextApiRequest,
  response: NextApiResponse,
) {
  response.setHeader('cache-control', 'no-store')
  if (request.method !== 'POST') {
    response.setHeader('allow', 'POST')
    response.status(405).json({ error: { code: 'METHOD_NOT_ALLOWED', message: 'POST a product' } })
    return
  }
  const body: unknown = request.body
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const productId = fields['productId']
  const modificationId = fields['modificationId']
  const subscription = fields['subscription']
  const locale = toSiteLocale(typeof fields['locale'] === 'string' ? fields['locale'] : undefined)
  if (
    typeof productId !== 'string' ||
    !ID.test(productId) ||
    (modificationId !== undefined &&
      (typeof modificationId !== 'string' || !ID.test(modificationId))) ||
    (subscription !== undefined && (typeof subscription !== 'string' || !PERIOD.test(subscription)))
  ) {
    response.status(400).json({ error: { code: 'BAD_REQUEST', message: 'productId is required' } })
    return
  }
  const config = webServerConfig()
  const currency = currencyFromCookies(request.headers.cookie)
  const client = createServerApolloClient(undefined, {
    cartToken: cartTokenFromCookies(request.headers.cookie) ?? undefined,
    visitorIp: visitorAddress(request),
  })
  const cartPath = pageUrl('/cart', locale)
  let token: string | null = null
  try {
    const added = await client.mutate<AddToCartMutation, AddToCartMutationVariables>({
      mutation: AddToCartDocument,
      variables: {
        productId,
        quantity: 1,
        locale,
        currency: isShopCurrency(currency) ? currency : null,
      },
    })
    const answer = added.data?.addToCart
    if (answer?.__typename === 'CartUpdated') token = answer.cart.token ?? null
    if (token && typeof modificationId === 'string') {
      const chosen = await createServerApolloClient(undefined, {
        cartToken: token,
        visitorIp: visitorAddress(request),
      }).mutate<SetCartItemModificationMutation, SetCartItemModificationMutationVariables>({
        mutation: SetCartItemModificationDocument,
        variables: { productId, modificationId, active: true, locale },
      })
      const edition = chosen.data?.setCartItemModification
      if (edition?.__typename === 'CartUpdated') token = edition.cart.token ?? token
    }
    if (token && typeof subscription === 'string') {
      const chosen = await createServerApolloClient(undefined, {
        cartToken: token,
        visitorIp: visitorAddress(request),
      }).mutate<SetCartSubscriptionMutation, SetCartSubscriptionMutationVariables>({
        mutation: SetCartSubscriptionDocument,
        variables: { period: subscription, locale },
      })
      const term = chosen.data?.setCartSubscription
      if (term?.__typename === 'CartUpdated') token = term.cart.token ?? token
    }
  } catch {
    token = null
  }
  if (!token) {
    // Back where the visitor was, with a note the page shows (no JavaScript to show it).
    const hosts = { siteUrl: config.SITE_URL, host: request.headers.host }
    const back = refererSitePath(request.headers.referer, hosts)
    const to = isSitePath(back) ? back : cartPath
    response.redirect(303, `${to}${to.includes('?') ? '&' : '?'}cart=failed`)
    return
  }
  response.setHeader('set-cookie', cartCookieHeader(token, config.SITE_URL.startsWith('https:')))
  // 303: the browser follows with a GET of the cart page, never re-posting the form.
  response.redirect(303, cartPath)
}
