import type { DocumentNode } from 'graphql'
import {
  ConfirmEmailChangeDocument,
  ConfirmRegistrationDocument,
  SetPasswordDocument,
} from '../__generated__/graphql'
import { createServerApolloClient } from '../apollo/server-apollo-client'
import type { SiteLocale } from '../i18n/next-i18next-config'
import { visitorAddress } from '../lib/client-address'
import { serverLogger } from '../lib/logger'
import { pageUrl } from '../routing/routes'
import { privateLinkPageProps } from '../components/links/link-page-props'
import {
  linkTokenPage,
  type LinkFailure,
  type LinkPostOutcome,
  type LinkRequest,
} from '../server/link-token'
import { mailedLinkCheck } from '../server/mailed-link-status'
import type { MailedLinkKind } from '../__generated__/graphql'
import { ACCOUNT_NAMESPACES } from './customer-summary'
import { withPasswordConfirmation } from './password-confirmation'
import { sessionSetCookies } from './session-cookie'
import { setPasswordSchema } from '@schaufenster/validation'

// getServerSideProps of the account pages of e-mailed links (registration, e-mail change,
// password reset, set-password): the token moves from the address into an HttpOnly cookie
// (server/link-token.ts) and the page's form POSTs to itself; the storefront's server
// hands the token to the gateway and passes the new session cookie on to the browser.

export interface AccountLinkPageProps {
  /** A token waits in the cookie: the page shows its form. */
  ready: boolean
  /** The link is spent or invalid: only this failure is shown ('' = the default text). */
  failure: string | null
  /** A failure worth another try (limit, gateway down), shown beside the form. */
  error: string | null
  /** Messages of refused fields (the new password), by field. */
  fieldErrors: Record<string, string>
  /** The e-mail change page after the confirmation: the account's new address. */
  changedTo: string | null
}

type Page =
  | '/account/confirm'
  | '/account/confirm-email'
  | '/account/reset-password'
  | '/account/set-password'

const UNAVAILABLE: Record<SiteLocale, string> = {
  de: 'Das ist gerade nicht möglich. Bitte versuchen Sie es in ein paar Minuten erneut.',
  en: 'This cannot be completed right now. Please try again in a few minutes.',
}

// Why a link does not work, in the page's language ('' = the default "invalid or expired").
const FAILURES: Record<SiteLocale, Record<LinkFailure, string>> = {
  de: {
    invalid: '',
    used: 'Dieser Link wurde bereits verwendet und gilt nicht mehr.',
    expired: 'Dieser Link ist abgelaufen.',
  },
  en: {
    invalid: '',
    used: 'This link has already been used and no longer works.',
    expired: 'This link has expired.',
  },
}

/** The props of a link that does not work: only the failure (issue 19 §5). */
export const failedLinkProps = (reason: LinkFailure, locale: SiteLocale) => FAILURES[locale][reason]

const props = (overrides: Partial<AccountLinkPageProps> = {}): AccountLinkPageProps => ({
  ready: false,
  failure: null,
  error: null,
  fieldErrors: {},
  changedTo: null,
  ...overrides,
})

interface Failure {
  __typename: string
  message?: string
  fieldErrors?: { field: string; message: string }[]
}

/** The typed refusals every one of these mutations may answer with. */
function refusal(result: Failure): LinkPostOutcome<AccountLinkPageProps> {
  if (result.__typename === 'RateLimited') {
    return {
      spent: false,
      status: 429,
      props: props({ ready: true, error: result.message ?? '' }),
    }
  }
  if (result.__typename === 'ValidationErrors') {
    const fields = Object.fromEntries(
      (result.fieldErrors ?? []).map(({ field, message }) => [field, message]),
    )
    // A refused token is a bad link; a refused password is the visitor's to correct.
    if (fields['token'] !== undefined || Object.keys(fields).length === 0) {
      return { spent: true, failure: 'invalid', props: props({ failure: '' }) }
    }
    return { spent: false, props: props({ ready: true, fieldErrors: fields }) }
  }
  return { spent: true, failure: 'invalid', props: props({ failure: result.message ?? '' }) }
}

/** Runs the page's mutation for the visitor; the session cookies it sets go to `cookies`. */
async function mutate<T>(
  req: LinkRequest,
  document: DocumentNode,
  variables: Record<string, unknown>,
  cookies: string[],
): Promise<T> {
  const { data } = await createServerApolloClient(undefined, {
    visitorIp: visitorAddress(req),
    onSessionCookies: (setCookies) => cookies.push(...sessionSetCookies(setCookies)),
  }).mutate<T>({ mutation: document, variables, fetchPolicy: 'no-cache' })
  if (!data) throw new Error('no data')
  return data
}

const LINK_KINDS: Record<Page, MailedLinkKind> = {
  '/account/confirm': 'ACCOUNT_CONFIRM',
  '/account/confirm-email': 'EMAIL_CHANGE',
  '/account/reset-password': 'RESET_PASSWORD',
  '/account/set-password': 'SET_PASSWORD',
}

function accountLinkPage(
  page: Page,
  onPost: (input: {
    token: string
    locale: SiteLocale
    form: URLSearchParams
    req: LinkRequest
  }) => Promise<LinkPostOutcome<AccountLinkPageProps>>,
) {
  return linkTokenPage<AccountLinkPageProps>({
    paths: { de: pageUrl(page, 'de'), en: pageUrl(page, 'en') },
    baseProps: (locale) => privateLinkPageProps(locale, ACCOUNT_NAMESPACES),
    initial: (hasToken) => props(hasToken ? { ready: true } : { failure: '' }),
    failed: (reason, locale) => props({ failure: failedLinkProps(reason, locale) }),
    check: mailedLinkCheck(LINK_KINDS[page]),
    onPost: async (input) => {
      if (!input.token) return { spent: true, failure: 'invalid', props: props({ failure: '' }) }
      try {
        return await onPost({ ...input, token: input.token })
      } catch (error) {
        serverLogger.warn({ err: error, page }, 'e-mailed link not completed')
        return {
          spent: false,
          status: 503,
          props: props({ ready: true, error: UNAVAILABLE[input.locale] }),
        }
      }
    },
  })
}

const loggedInTo = (locale: SiteLocale, notice: string) =>
  `${pageUrl('/account', locale)}?notice=${notice}`

export const confirmRegistrationPage = accountLinkPage(
  '/account/confirm',
  async ({ token, locale, req }) => {
    const cookies: string[] = []
    const { confirmRegistration: result } = await mutate<{ confirmRegistration: Failure }>(
      req,
      ConfirmRegistrationDocument,
      { token, locale },
      cookies,
    )
    if (result.__typename === 'LoggedIn') {
      return { redirect: loggedInTo(locale, 'registered'), cookies }
    }
    return refusal(result)
  },
)

export const confirmEmailChangePage = accountLinkPage(
  '/account/confirm-email',
  async ({ token, locale, req }) => {
    const { confirmEmailChange: result } = await mutate<{
      confirmEmailChange: Failure & { email?: string }
    }>(req, ConfirmEmailChangeDocument, { token, locale }, [])
    if (result.__typename === 'EmailChanged') {
      return { spent: true, props: props({ changedTo: result.email ?? '' }) }
    }
    return refusal(result)
  },
)

/** Reset and set-password: the new password from the form, the token from the cookie. */
function passwordLinkPage(page: '/account/reset-password' | '/account/set-password') {
  return accountLinkPage(page, async ({ token, locale, form, req }) => {
    const parsed = withPasswordConfirmation(
      setPasswordSchema(locale),
      locale,
      'password',
    ).safeParse({
      token,
      password: form.get('password') ?? '',
      passwordConfirmation: form.get('passwordConfirmation') ?? '',
    })
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {}
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'password')
        fieldErrors[field] ??= issue.message
      }
      if (fieldErrors['token'] !== undefined) {
        return { spent: true, failure: 'invalid', props: props({ failure: '' }) }
      }
      return { spent: false, props: props({ ready: true, fieldErrors }) }
    }
    const cookies: string[] = []
    const { setPassword: result } = await mutate<{ setPassword: Failure }>(
      req,
      SetPasswordDocument,
      { input: { token, password: parsed.data.password }, locale },
      cookies,
    )
    if (result.__typename === 'LoggedIn') {
      return { redirect: loggedInTo(locale, 'password-set'), cookies }
    }
    return refusal(result)
  })
}

export const resetPasswordPage = passwordLinkPage('/account/reset-password')
export const setPasswordPage = passwordLinkPage('/account/set-password')
