import { useTranslation } from 'next-i18next/pages'
import {
  ConfirmProgramActivationDocument,
  type ConfirmProgramActivationMutation,
  type ConfirmProgramActivationMutationVariables,
} from '../__generated__/graphql'
import { MessagePage } from '../components/forms/MessagePage'
import { tokenLanding, type TokenLandingProps } from '../components/forms/token-landing'

/** Target of the activation e-mail's link; redirects to the activated page when it is valid. */
export default function ActivatePage({ problem }: TokenLandingProps) {
  const { t } = useTranslation('forms')
  return <MessagePage title={t('activated.title')} text={t(`link.${problem}`)} />
}

export const getServerSideProps = tokenLanding('activated', async (token, locale, visitorIp) => {
  const { mutateForVisitor } = await import('../components/forms/server-gateway')
  const data = await mutateForVisitor<
    ConfirmProgramActivationMutation,
    ConfirmProgramActivationMutationVariables
  >(ConfirmProgramActivationDocument, { token, locale }, visitorIp)
  const result = data.confirmProgramActivation
  if (result.__typename === 'ProgramActivated') return { ok: true, locale: result.locale }
  if (result.__typename === 'RateLimited') throw new Error('rate limited')
  return { ok: false }
})
