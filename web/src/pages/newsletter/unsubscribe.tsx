import { useTranslation } from 'next-i18next/pages'
import {
  UnsubscribeNewsletterDocument,
  type UnsubscribeNewsletterMutation,
  type UnsubscribeNewsletterMutationVariables,
} from '../../__generated__/graphql'
import { MessagePage } from '../../components/forms/MessagePage'
import { tokenLanding, type TokenLandingProps } from '../../components/forms/token-landing'

/** Target of the unsubscribe link in every newsletter e-mail. */
export default function UnsubscribeNewsletterPage({ problem }: TokenLandingProps) {
  const { t } = useTranslation('forms')
  return <MessagePage title={t('unsubscribed.title')} text={t(`link.${problem}`)} />
}

export const getServerSideProps = tokenLanding('unsubscribed', async (token, locale, visitorIp) => {
  const { mutateForVisitor } = await import('../../components/forms/server-gateway')
  const data = await mutateForVisitor<
    UnsubscribeNewsletterMutation,
    UnsubscribeNewsletterMutationVariables
  >(UnsubscribeNewsletterDocument, { token, locale }, visitorIp)
  const result = data.unsubscribeNewsletter
  if (result.__typename === 'NewsletterUnsubscribed') return { ok: true, locale: result.locale }
  if (result.__typename === 'RateLimited') throw new Error('rate limited')
  return { ok: false }
})
