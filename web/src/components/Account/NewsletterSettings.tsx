import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'
import {
  useUpdateMyNewsletterMutation,
  type NewsletterSettings_CustomerFragment,
} from '../../__generated__/graphql'
import { useAccountActions } from '../../account/use-account-actions'
import { FormMessage } from '../forms/Field'
import { noCache, useFormLocale } from '../forms/form-helpers'
import styles from './Account.module.css'

/** The newsletter status of the account's address, with one button to change it. */
export function NewsletterSettings({
  customer,
}: {
  customer: NewsletterSettings_CustomerFragment
}) {
  const { t } = useTranslation(['account', 'validation'])
  const locale = useFormLocale()
  const { refresh, sessionEnded } = useAccountActions()
  const [update] = useUpdateMyNewsletterMutation(noCache)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const [done, setDone] = useState<string | undefined>()
  const { newsletter } = customer

  const onClick = async () => {
    setSending(true)
    setError(undefined)
    setDone(undefined)
    try {
      const subscribed = !newsletter.subscribed
      const { data } = await update({ variables: { subscribed, locale } })
      const result = data?.updateMyNewsletter
      if (result?.__typename === 'NotLoggedIn') {
        await sessionEnded()
        return
      }
      if (result?.__typename !== 'NewsletterStatus') throw new Error('no answer')
      await refresh()
      setDone(result.subscribed ? t('newsletter.subscribedNow') : t('newsletter.unsubscribedNow'))
    } catch {
      setError(t('validation:form.unavailable'))
    }
    setSending(false)
  }

  return (
    <section className={styles.section} aria-labelledby="newsletter-heading" id="newsletter">
      <h2 id="newsletter-heading">{t('newsletter.title')}</h2>
      <p
        className={`${styles.status} ${newsletter.subscribed ? styles.statusActive : ''}`}
        data-testid="newsletter-state"
      >
        {t(`newsletter.state.${newsletter.state}`, { email: newsletter.email })}
      </p>
      <FormMessage error={error} success={done} />
      <button
        type="button"
        className={styles.secondaryButton}
        disabled={sending}
        onClick={() => void onClick()}
      >
        {newsletter.subscribed ? t('newsletter.unsubscribe') : t('newsletter.subscribe')}
      </button>
    </section>
  )
}
