import { useTranslation } from 'next-i18next/pages'
import {
  ConfirmNewsletterSubscriptionDocument,
  type ConfirmNewsletterSubscriptionMutation,
  type ConfirmNewsletterSubscriptionMutationVariables,
} from '../../__generated__/graphql'
import { MessagePage } from '../../components/forms/MessagePage'
import { tokenLanding, type TokenLandingProps } from '../../components/forms/token-landing'

/** Target of the double opt-in link; redirects to the registered page when it is valid. */
export default function ConfirmNewsletterPage({ problem }: TokenLandingProps) {
  const { t } = useTranslation('forms')
  return <MessagePage title={t('newsletter.title')} text={t(`link.${problem}`)} />
}

export const getServerSideProps = tokenLanding('registered', async (token, locale, visitorIp) => {
  const { mutateForVisitor } = await import('../../components/forms/server-gateway')
  const data = await mutateForVisitor<
    ConfirmNewsletterSubscriptionMutation,
    ConfirmNewsletterSubscriptionMutationVariables
  >(ConfirmNewsletterSubscriptionDocument, { token, locale }, visitorIp)
  const result = data.confirmNewsletterSubscription
  if (result.__typename === 'NewsletterSubscriptionConfirmed')
    return { ok: true, locale: result.locale }
  if (result.__typename === 'RateLimited') throw new Error('rate limited')
  return { ok: false }
})
