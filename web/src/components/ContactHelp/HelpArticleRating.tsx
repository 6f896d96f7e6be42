import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'
import type { SupportTopic } from '@schaufenster/validation'
import { useProvidedApolloClient } from '../../apollo/provided-client'
import { useFormLocale } from '../forms/form-helpers'
import styles from './ContactHelp.module.css'

/**
 * "Was this helpful?" under a help article. Both answers are stored; "No" then opens the
 * ticket form with the article's topic.
 */
export function HelpArticleRating({
  articleId,
  topic,
  onCreateTicket,
}: {
  articleId: string
  topic: SupportTopic
  onCreateTicket: (topic: SupportTopic, articleId: string) => void
}) {
  const { t } = useTranslation('forms')
  const locale = useFormLocale()
  const client = useProvidedApolloClient()
  const [rated, setRated] = useState<'yes' | 'no' | undefined>()

  const send = (helpful: boolean) => {
    // The rating is feedback only: its failure must never stand between a visitor and a ticket.
    // Its code (Apollo, the operation) loads with the click (decision 0020).
    import('./rate-help-article')
      .then(({ rateHelpArticle }) =>
        rateHelpArticle({ input: { articleId, helpful }, locale }, client),
      )
      .catch(() => undefined)
  }

  if (rated === 'yes') {
    return (
      <p role="status" className={styles.thanks}>
        {t('contact.rating.thanks')}
      </p>
    )
  }
  return (
    <div className={styles.rating}>
      <p className={styles.question}>{t('contact.rating.question')}</p>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => {
          setRated('yes')
          send(true)
        }}
      >
        {t('contact.rating.yes')}
      </button>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => {
          setRated('no')
          send(false)
          onCreateTicket(topic, articleId)
        }}
      >
        {t('contact.rating.no')}
      </button>
    </div>
  )
}
