import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useEffect, useRef, useState } from 'react'
import {
  HELP_OPTION_IDS,
  SUPPORT_TOPICS,
  type HelpOptionId,
  type SupportTopic,
} from '../../../../validation'
import { useLocalePath } from '../../routing/use-locale-path'
import { MissingCodeForm } from '../forms/MissingCodeForm'
import { MissingProgramForm } from '../forms/MissingProgramForm'
import { TicketForm } from '../forms/TicketForm'
import styles from './ContactHelp.module.css'
import { HelpArticleRating } from './HelpArticleRating'
import { HelpIcon } from './HelpIcon'

/** A help option of the contact page (spec §3): icon, headline, button text, id. */
export interface HelpOption {
  id: HelpOptionId
  icon: 'key' | 'box' | 'code' | 'ticket'
  headline: string
  buttonText: string
}

interface HelpArticle {
  id: string
  topic: SupportTopic
  title: string
  body: string
}

const icons: Record<HelpOptionId, HelpOption['icon']> = {
  'forgot-password': 'key',
  'missing-program': 'box',
  'missing-code': 'code',
  'support-ticket': 'ticket',
}

const isOption = (value: unknown): value is HelpOptionId =>
  HELP_OPTION_IDS.includes(value as HelpOptionId)
const isTopic = (value: unknown): value is SupportTopic =>
  SUPPORT_TOPICS.includes(value as SupportTopic)

/** The help section of the contact page: four options, help articles with ratings, the forms. */
export function ContactHelp() {
  const { t } = useTranslation('forms')
  const { query } = useRouter()
  const [selected, setSelected] = useState<HelpOptionId | undefined>()
  const [ticket, setTicket] = useState<{ topic?: SupportTopic; articleId?: string }>({})
  const panel = useRef<HTMLDivElement>(null)
  const localePath = useLocalePath()
  const forgotPasswordPath = localePath('/account/forgot-password')

  // Links such as /contact?option=support-ticket&topic=problem-with-payment open a form directly.
  useEffect(() => {
    if (isOption(query['option'])) setSelected(query['option'])
    if (isTopic(query['topic'])) setTicket({ topic: query['topic'] })
  }, [query])

  const open = (id: HelpOptionId) => {
    setSelected(id)
    requestAnimationFrame(() => panel.current?.scrollIntoView({ behavior: 'smooth' }))
  }

  const options: HelpOption[] = HELP_OPTION_IDS.map((id) => ({
    id,
    icon: icons[id],
    headline: t(`contact.options.${id}.headline`),
    buttonText: t(`contact.options.${id}.buttonText`),
  }))
  const articles = t('contact.articles', { returnObjects: true }) as HelpArticle[]

  return (
    <>
      <ul className={styles.options}>
        {options.map((option) => (
          <li key={option.id} className={styles.option} id={option.id}>
            <HelpIcon name={option.icon} />
            <h2 className={styles.headline}>{option.headline}</h2>
            {option.id === 'forgot-password' ? (
              // Forgotten passwords have a page of their own in the customer account.
              <Link href={forgotPasswordPath} className={styles.primary}>
                {option.buttonText}
              </Link>
            ) : (
              <button
                type="button"
                className={styles.primary}
                aria-expanded={selected === option.id}
                aria-controls="help-panel"
                onClick={() => {
                  if (option.id === 'support-ticket') setTicket({})
                  open(option.id)
                }}
              >
                {option.buttonText}
              </button>
            )}
          </li>
        ))}
      </ul>

      <div id="help-panel" ref={panel} className={styles.panel} tabIndex={-1}>
        {selected === 'forgot-password' ? (
          <section aria-labelledby="help-panel-title">
            <h2 id="help-panel-title">{t('contact.options.forgot-password.headline')}</h2>
            <p>{t('contact.forgotPassword')}</p>
            <p>
              <Link href={forgotPasswordPath} className={styles.primary}>
                {t('contact.forgotPasswordLink')}
              </Link>
            </p>
          </section>
        ) : null}
        {selected === 'missing-program' ? (
          <section aria-labelledby="help-panel-title">
            <h2 id="help-panel-title">{t('missingProgram.title')}</h2>
            <p>{t('missingProgram.intro')}</p>
            <MissingProgramForm />
          </section>
        ) : null}
        {selected === 'missing-code' ? (
          <section aria-labelledby="help-panel-title">
            <h2 id="help-panel-title">{t('missingCode.title')}</h2>
            <p>{t('missingCode.intro')}</p>
            <MissingCodeForm />
          </section>
        ) : null}
        {selected === 'support-ticket' ? (
          <section aria-labelledby="help-panel-title">
            <h2 id="help-panel-title">{t('ticket.title')}</h2>
            <p>{t('ticket.intro')}</p>
            <TicketForm
              key={`${ticket.topic ?? ''}:${ticket.articleId ?? ''}`}
              topic={ticket.topic}
              articleId={ticket.articleId}
            />
          </section>
        ) : null}
      </div>

      <section aria-labelledby="help-articles" className={styles.articles}>
        <h2 id="help-articles">{t('contact.articlesTitle')}</h2>
        {articles.map((article) => (
          <details key={article.id} className={styles.article}>
            <summary>{article.title}</summary>
            <p>{article.body}</p>
            <HelpArticleRating
              articleId={article.id}
              topic={article.topic}
              onCreateTicket={(topic, articleId) => {
                setTicket({ topic, articleId })
                open('support-ticket')
              }}
            />
          </details>
        ))}
      </section>
    </>
  )
}
