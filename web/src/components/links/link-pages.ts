import {
  ConfirmNewsletterSubscriptionDocument,
  ConfirmProgramActivationDocument,
  UnsubscribeNewsletterDocument,
  type ConfirmNewsletterSubscriptionMutation,
  type ConfirmNewsletterSubscriptionMutationVariables,
  type ConfirmProgramActivationMutation,
  type ConfirmProgramActivationMutationVariables,
  type UnsubscribeNewsletterMutation,
  type UnsubscribeNewsletterMutationVariables,
} from '../../__generated__/graphql'
import { visitorAddress } from '../../lib/client-address'
import { serverLogger } from '../../lib/logger'
import {
  linkTokenPage,
  userAgentOf,
  type LinkFailure,
  type LinkPostOutcome,
} from '../../server/link-token'
import { mailedLinkCheck } from '../../server/mailed-link-status'
import { formPageUrl, type FormPage } from '../forms/form-routes'
import { FORM_NAMESPACES } from '../forms/page-props'
import { mutateForVisitor } from '../forms/server-gateway'
import type { LinkPageProps } from './LinkActionPage'
import { privateLinkPageProps } from './link-page-props'

// getServerSideProps of the newsletter and activation link pages (server only).

/**
 * Version of the newsletter confirmation text the page shows (forms.json
 * `confirmNewsletter`); the hub stores it with the confirmation. Change both together.
 */
export const NEWSLETTER_CONFIRMATION_TEXT = 'newsletter-confirm-2026-11'

const baseProps = (locale: 'de' | 'en') => privateLinkPageProps(locale, FORM_NAMESPACES)
const initial = (hasToken: boolean): LinkPageProps => ({
  state: hasToken ? 'ready' : 'invalid',
  message: null,
})
// The failure alone; the page says why and what to do next (LinkActionPage).
const failed = (reason: LinkFailure): LinkPageProps => ({ state: reason, message: null })

interface Answer {
  __typename: string
  locale?: unknown
  message?: unknown
}

/** The common ending of a link's POST: the landing page, or the failure alone. */
function outcomeOf(answer: Answer, landing: FormPage): LinkPostOutcome<LinkPageProps> {
  if (answer.__typename === 'RateLimited') {
    return {
      spent: false,
      status: 429,
      props: { state: 'limited', message: String(answer.message ?? '') },
    }
  }
  if (answer.locale === 'de' || answer.locale === 'en') {
    return { redirect: formPageUrl(landing, answer.locale) }
  }
  return { spent: true, failure: 'invalid', props: failed('invalid') }
}

const unavailable = (error: unknown, what: string): LinkPostOutcome<LinkPageProps> => {
  serverLogger.warn({ err: error }, `${what} failed`)
  return { spent: false, status: 503, props: { state: 'unavailable', message: null } }
}
const noToken: LinkPostOutcome<LinkPageProps> = {
  spent: true,
  failure: 'invalid',
  props: failed('invalid'),
}

export const newsletterConfirmPage = linkTokenPage<LinkPageProps>({
  paths: { de: '/newsletter/confirm', en: '/en/newsletter/confirm' },
  baseProps,
  initial,
  failed,
  check: mailedLinkCheck('NEWSLETTER_CONFIRM'),
  onPost: async ({ token, locale, req }) => {
    if (!token) return noToken
    try {
      const data = await mutateForVisitor<
        ConfirmNewsletterSubscriptionMutation,
        ConfirmNewsletterSubscriptionMutationVariables
      >(
        ConfirmNewsletterSubscriptionDocument,
        {
          token,
          locale,
          consentText: NEWSLETTER_CONFIRMATION_TEXT,
          userAgent: userAgentOf(req) ?? null,
        },
        visitorAddress(req),
      )
      return outcomeOf(data.confirmNewsletterSubscription, 'registered')
    } catch (error) {
      return unavailable(error, 'newsletter confirmation')
    }
  },
})

async function unsubscribe(token: string, locale: 'de' | 'en', visitorIp: string | undefined) {
  const data = await mutateForVisitor<
    UnsubscribeNewsletterMutation,
    UnsubscribeNewsletterMutationVariables
  >(UnsubscribeNewsletterDocument, { token, locale }, visitorIp)
  return data.unsubscribeNewsletter
}

export const newsletterUnsubscribePage = linkTokenPage<LinkPageProps>({
  paths: { de: '/newsletter/unsubscribe', en: '/en/newsletter/unsubscribe' },
  baseProps,
  initial,
  failed,
  check: mailedLinkCheck('NEWSLETTER_UNSUBSCRIBE'),
  onPost: async ({ token, locale, req }) => {
    if (!token) return noToken
    try {
      return outcomeOf(await unsubscribe(token, locale, visitorAddress(req)), 'unsubscribed')
    } catch (error) {
      return unavailable(error, 'unsubscribe')
    }
  },
  // RFC 8058: the mail client's POST carries the token in the address; its answer is
  // not shown to anyone, so any outcome is fine, and a gateway failure a 5xx to retry.
  oneClick: async (token, locale, req) => {
    const answer = await unsubscribe(token, locale, visitorAddress(req))
    // Done: the unsubscribed page (200); a bad token: this page, which shows the failure.
    return answer.__typename === 'NewsletterUnsubscribed'
      ? formPageUrl('unsubscribed', answer.locale)
      : null
  },
})

export const activatePage = linkTokenPage<LinkPageProps>({
  paths: { de: '/activate', en: '/en/activate' },
  baseProps,
  initial,
  failed,
  check: mailedLinkCheck('ACTIVATION'),
  onPost: async ({ token, locale, req }) => {
    if (!token) return noToken
    try {
      const data = await mutateForVisitor<
        ConfirmProgramActivationMutation,
        ConfirmProgramActivationMutationVariables
      >(ConfirmProgramActivationDocument, { token, locale }, visitorAddress(req))
      return outcomeOf(data.confirmProgramActivation, 'activated')
    } catch (error) {
      return unavailable(error, 'program activation')
    }
  },
})
