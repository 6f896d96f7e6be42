import type { DocumentNode } from 'graphql'
import {
  HeaderCustomerDocument,
  type HeaderCustomerQuery,
  type HeaderCustomerQueryVariables,
} from '../__generated__/graphql'
import { GatewayUnavailableError } from '../apollo/gateway-unavailable'
import { createServerApolloClient } from '../apollo/server-apollo-client'
import { toSiteLocale, type SiteLocale } from '../i18n/next-i18next-config'
import { basePageProps, type SitePageProps } from '../routing/page-props'
import { pageUrl } from '../routing/routes'
import { loginUrl, safeReturnPath } from './return-path'
import { sessionTokenFromCookieHeader } from './session-cookie'
import { ACCOUNT_NAMESPACES, type CustomerSummary } from './customer-summary'

// getServerSideProps of the account pages (issue 8). They are per visitor: the page
// request's session cookie goes to the gateway (only that cookie, only there), the answer
// is never cached anywhere, and a visitor without a session goes to the login page.

// The part of Next's getServerSideProps context and result these use, kept structural so
// the logic can be tested without a Next server (and without Next's global types).
interface Context {
  req: { headers: { cookie?: string }; socket: { remoteAddress?: string } }
  res: {
    setHeader(name: string, value: string | string[]): unknown
    getHeader(name: string): unknown
  }
  query: Record<string, string | string[] | undefined>
  locale?: string
}
interface Redirect {
  destination: string
  permanent: boolean
}
type GetServerSidePropsResult<Props> = { props: Props } | { redirect: Redirect }

/** Per-visitor pages: no shared cache, no browser cache, no back-forward cache copy. */
export function noStore(res: Context['res']): void {
  res.setHeader('Cache-Control', 'private, no-store')
}

/** The session token and address of the visitor of a page request. */
export function visitorOf(req: Context['req']) {
  return {
    sessionToken: sessionTokenFromCookieHeader(req.headers.cookie),
    visitorIp: req.socket.remoteAddress,
  }
}

/** Passes the session cookies the gateway set or cleared on to the browser. */
function forwardSessionCookies(res: Context['res']) {
  return (cookies: string[]) => {
    const existing = res.getHeader('set-cookie')
    const before = Array.isArray(existing) ? existing : existing ? [String(existing)] : []
    res.setHeader('set-cookie', [...before, ...cookies])
  }
}

function loginRedirect(locale: SiteLocale, returnTo: string): { redirect: Redirect } {
  return { redirect: { destination: loginUrl(locale, returnTo), permanent: false } }
}

/** A query's answer with the customer known to be there (logged out never renders). */
export type WithCustomer<Data extends { me: unknown }> = Data & { me: NonNullable<Data['me']> }

export interface AccountPageProps<Data extends { me: unknown }> extends SitePageProps {
  /** The page's data, read with the visitor's session; the customer is never null here. */
  data: WithCustomer<Data>
  /** The logged-in customer, for the header. */
  customer: CustomerSummary
}

/**
 * getServerSideProps of a page behind the login: runs the page's query with the visitor's
 * session and hands the answer to the page as props (so it is in the HTML, and nothing of
 * the customer goes into the browser's shared Apollo cache). Logged out, or a session the
 * hub no longer accepts: a redirect to the login page that leads back here afterwards.
 */
export function accountPageServerSideProps<
  Data extends { me: CustomerSummary | null | undefined },
  Variables extends Record<string, unknown>,
>(page: string, document: DocumentNode, variables: (locale: SiteLocale) => Variables) {
  return async (context: Context): Promise<GetServerSidePropsResult<AccountPageProps<Data>>> => {
    const { req, res } = context
    const locale = toSiteLocale(context.locale)
    noStore(res)
    const here = pageUrl(page, locale)
    const visitor = visitorOf(req)
    if (!visitor.sessionToken) return loginRedirect(locale, here)
    const client = createServerApolloClient(undefined, {
      ...visitor,
      onSessionCookies: forwardSessionCookies(res),
    })
    let data: Data | undefined
    try {
      const result = await client.query<Data, Variables>({
        query: document,
        variables: variables(locale),
        fetchPolicy: 'no-cache',
      })
      data = result.data
    } catch (error) {
      // A gateway that cannot answer is a 503 page, never a login prompt or an empty account.
      throw new GatewayUnavailableError(`account page ${page}: ${String(error)}`)
    }
    const me = data?.me
    if (!data || !me) return loginRedirect(locale, here)
    const baseProps = await basePageProps(locale, ACCOUNT_NAMESPACES)
    return {
      props: {
        ...baseProps,
        data: { ...data, me } as WithCustomer<Data>,
        customer: { id: me.id, name: me.name },
      },
    }
  }
}

export interface LoginPageProps extends SitePageProps {
  /** Where to go after logging in: a checked path of this site. */
  returnTo: string
  customer: null
}

/**
 * The login page: where to go afterwards comes from `?returnTo=` (a path of this site,
 * else the account); someone already logged in goes there at once.
 */
export async function loginPageServerSideProps(
  context: Context,
): Promise<GetServerSidePropsResult<LoginPageProps>> {
  const { req, res, query } = context
  const locale = toSiteLocale(context.locale)
  noStore(res)
  const returnTo = safeReturnPath(query['returnTo'], pageUrl('/account', locale))
  const visitor = visitorOf(req)
  if (visitor.sessionToken) {
    try {
      const { data } = await createServerApolloClient(undefined, {
        ...visitor,
        onSessionCookies: forwardSessionCookies(res),
      }).query<HeaderCustomerQuery, HeaderCustomerQueryVariables>({
        query: HeaderCustomerDocument,
        fetchPolicy: 'no-cache',
      })
      if (data?.me) return { redirect: { destination: returnTo, permanent: false } }
    } catch {
      // The form is shown; logging in says what is wrong.
    }
  }
  return {
    props: { ...(await basePageProps(locale, ACCOUNT_NAMESPACES)), returnTo, customer: null },
  }
}
