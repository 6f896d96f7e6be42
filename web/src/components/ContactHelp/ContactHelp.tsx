import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useEffect, useRef, useState } from 'react'
import {
  HELP_OPTION_IDS,
  SUPPORT_TOPICS,
  type HelpOptionId,
  type SupportTopic,
} from '@schaufenster/validation'
import { useLocalePath } from '../../routing/use-locale-path'
import { MissingCodeForm } from '../forms/MissingCodeForm'
import { MissingProgramForm } from '../forms/MissingProgramForm'
import { TicketForm, type TicketPreset } from '../forms/TicketForm'
import styles from './ContactHelp.module.css'
import { HelpArticleRating } from './HelpArticleRating'
import { HelpIcon, type HelpIconName } from './HelpIcon'

/** A help option of the contact page (spec §3): icon, headline, button text, id. */
export interface HelpOption {
  id: HelpOptionId
  icon: HelpIconName
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
  // Every form opened once stays mounted (hidden while another option is shown): what a
  // visitor typed survives switching options and back until it is sent (issue 19, point 6).
  // Kept in the page rather than in sessionStorage: a chosen attachment cannot be stored
  // there, and personal details are never written to the browser's storage.
  const [opened, setOpened] = useState<ReadonlySet<HelpOptionId>>(new Set())
  const [ticket, setTicket] = useState<TicketPreset>({ request: 0 })
  const panel = useRef<HTMLDivElement>(null)
  const localePath = useLocalePath()
  const forgotPasswordPath = localePath('/account/forgot-password')

  // Links such as /contact?option=support-ticket&topic=problem-with-payment open a form directly.
  useEffect(() => {
    const option = query['option']
    if (isOption(option)) {
      setSelected(option)
      setOpened((current) => new Set(current).add(option))
    }
    const topic = query['topic']
    if (isTopic(topic)) setTicket((current) => ({ topic, request: current.request + 1 }))
  }, [query])

  const open = (id: HelpOptionId) => {
    setSelected(id)
    setOpened((current) => (current.has(id) ? current : new Set(current).add(id)))
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
                  // The general ticket answers no article: its link goes, the typed text stays.
                  if (option.id === 'support-ticket' && ticket.articleId) {
                    setTicket((current) => ({ request: current.request + 1, topic: current.topic }))
                  }
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
        {opened.has('missing-program') ? (
          <section
            aria-labelledby="help-panel-title-missing-program"
            hidden={selected !== 'missing-program'}
          >
            <h2 id="help-panel-title-missing-program">{t('missingProgram.title')}</h2>
            <p>{t('missingProgram.intro')}</p>
            <MissingProgramForm />
          </section>
        ) : null}
        {opened.has('missing-code') ? (
          <section
            aria-labelledby="help-panel-title-missing-code"
            hidden={selected !== 'missing-code'}
          >
            <h2 id="help-panel-title-missing-code">{t('missingCode.title')}</h2>
            <p>{t('missingCode.intro')}</p>
            <MissingCodeForm />
          </section>
        ) : null}
        {opened.has('support-ticket') ? (
          <section
            aria-labelledby="help-panel-title-support-ticket"
            hidden={selected !== 'support-ticket'}
          >
            <h2 id="help-panel-title-support-ticket">{t('ticket.title')}</h2>
            <p>{t('ticket.intro')}</p>
            <TicketForm preset={ticket} />
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
                setTicket((current) => ({ topic, articleId, request: current.request + 1 }))
                open('support-ticket')
              }}
            />
          </details>
        ))}
      </section>
    </>
  )
}
