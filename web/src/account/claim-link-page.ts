import { ConfirmGuestClaimDocument, type ConfirmGuestClaimMutation } from '../__generated__/graphql'
import { createServerApolloClient } from '../apollo/server-apollo-client'
import { privateLinkPageProps } from '../components/links/link-page-props'
import type { SiteLocale } from '../i18n/next-i18next-config'
import { visitorAddress } from '../lib/client-address'
import { serverLogger } from '../lib/logger'
import { pageUrl } from '../routing/routes'
import { linkTokenPage } from '../server/link-token'
import { mailedLinkCheck } from '../server/mailed-link-status'
import { failedLinkProps } from './account-link-pages'
import { ACCOUNT_NAMESPACES } from './customer-summary'

// getServerSideProps of the page of the mail "add order/ticket … to your customer account?"
// (issue 18): a guest order or ticket made with an account's address joins the account only
// when the holder of the address presses this page's button. Opening the link does nothing
// (mail scanners open links); the token moves into an HttpOnly cookie (server/link-token.ts).

export interface ClaimLinkPageProps {
  /** A token waits in the cookie: the page shows its button. */
  ready: boolean
  /** The link is spent or invalid: only this failure is shown ('' = the default text). */
  failure: string | null
  /** A failure worth another try (limit, gateway down), shown beside the button. */
  error: string | null
  /** What the button added. */
  claimed: { kind: 'ORDER' | 'TICKET'; number: string } | null
}

const UNAVAILABLE: Record<SiteLocale, string> = {
  de: 'Das ist gerade nicht möglich. Bitte versuchen Sie es in ein paar Minuten erneut.',
  en: 'This cannot be completed right now. Please try again in a few minutes.',
}

const props = (overrides: Partial<ClaimLinkPageProps> = {}): ClaimLinkPageProps => ({
  ready: false,
  failure: null,
  error: null,
  claimed: null,
  ...overrides,
})

export const claimLinkPage = linkTokenPage<ClaimLinkPageProps>({
  paths: { de: pageUrl('/account/claim', 'de'), en: pageUrl('/account/claim', 'en') },
  baseProps: (locale) => privateLinkPageProps(locale, ACCOUNT_NAMESPACES),
  initial: (hasToken) => props(hasToken ? { ready: true } : { failure: '' }),
  failed: (reason, locale) => props({ failure: failedLinkProps(reason, locale) }),
  check: mailedLinkCheck('CLAIM'),
  onPost: async ({ token, locale, req }) => {
    if (!token) return { spent: true, failure: 'invalid', props: props({ failure: '' }) }
    try {
      const { data } = await createServerApolloClient(undefined, {
        visitorIp: visitorAddress(req),
      }).mutate<ConfirmGuestClaimMutation>({
        mutation: ConfirmGuestClaimDocument,
        variables: { token, locale },
        fetchPolicy: 'no-cache',
      })
      const result = data?.confirmGuestClaim
      if (!result) throw new Error('no data')
      if (result.__typename === 'GuestItemClaimed') {
        return {
          spent: true,
          props: props({ claimed: { kind: result.kind, number: result.number } }),
        }
      }
      if (result.__typename === 'RateLimited') {
        return { spent: false, status: 429, props: props({ ready: true, error: result.message }) }
      }
      return { spent: true, failure: 'invalid', props: props({ failure: result.message }) }
    } catch (error) {
      serverLogger.warn({ err: error }, 'claim link not completed')
      return {
        spent: false,
        status: 503,
        props: props({ ready: true, error: UNAVAILABLE[locale] }),
      }
    }
  },
})
