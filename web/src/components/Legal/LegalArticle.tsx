import Head from 'next/head'
import { useTranslation } from 'next-i18next/pages'
import type { ReactNode } from 'react'
import type { Company } from '../../legal/company'
import styles from './Legal.module.css'

interface LegalArticleProps {
  title: string
  description: string
  company: Company
  children: ReactNode
}

/** The frame of a legal page: its title, and a notice while the seller is the fictional default. */
export function LegalArticle({ title, description, company, children }: LegalArticleProps) {
  const { t } = useTranslation('legal')
  return (
    <>
      <Head>
        <title>{`${title} – Schaufenster Software`}</title>
        <meta name="description" content={description} />
      </Head>
      <article className={styles.article}>
        <h1>{title}</h1>
        {company.fictional ? (
          <p className={styles.notice} role="note" data-testid="fictional-company">
            {t('fictional')}
          </p>
        ) : null}
        {children}
      </article>
    </>
  )
}

export interface TextSection {
  heading: string
  paragraphs: string[]
}

/** A `returnObjects` answer that is a list of sections, or none (a missing key). */
export function asSections(value: unknown): TextSection[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (section): section is TextSection =>
      typeof section === 'object' &&
      section !== null &&
      typeof (section as TextSection).heading === 'string' &&
      Array.isArray((section as TextSection).paragraphs),
  )
}

/** A `returnObjects` answer that is a list of strings. */
export function asLines(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((line): line is string => typeof line === 'string')
    : []
}

/** Headed sections of paragraphs. */
export function Sections({ sections }: { sections: TextSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ))}
    </>
  )
}
