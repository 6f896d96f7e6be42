import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'
import { PARTNER_PROGRAMMES, type PartnerProgrammeKey } from '@schaufenster/contract'
import { partnerProgrammeName } from '@schaufenster/validation'
import { useLoadOnDemand } from '../Careers/use-load-on-demand'
import { useFormLocale } from '../forms/form-helpers'
import formStyles from '../forms/Forms.module.css'
import type { PartnerPreset } from './PartnerApplicationForm'
import styles from './PartnerProgrammes.module.css'

// The application form, its validation and its mutation load when the visitor points at,
// touches or focuses an "apply" button, never with the page (decisions 0020, 0021).
const loadForm = () => import('./PartnerApplicationForm')

const FORM_ID = 'partner-bewerbung'

/** A `returnObjects` answer as lines (none for a missing key). */
const linesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string') : []

/**
 * The four partner programmes: for whom each is, what it offers, and a button to apply for
 * it. One application form below them takes the programme of the button pressed (and keeps
 * what was typed when another button is pressed), so on a phone the way is always the same:
 * choose a programme, the form opens with it, fill in, send.
 */
export function PartnerProgrammes() {
  const { t } = useTranslation('careers')
  const locale = useFormLocale()
  const form = useLoadOnDemand(loadForm)
  const [preset, setPreset] = useState<PartnerPreset | null>(null)
  const Form = preset ? form.module?.PartnerApplicationForm : undefined

  const choose = (programme: PartnerProgrammeKey) => {
    form.start()
    setPreset((current) => ({ programme, request: (current?.request ?? 0) + 1 }))
  }

  return (
    <section className={styles.section} aria-labelledby="partner-programmes">
      <h2 id="partner-programmes">{t('partner.title')}</h2>
      <p>{t('partner.intro')}</p>
      <ul className={styles.programmes}>
        {PARTNER_PROGRAMMES.map((programme) => (
          <li key={programme} className={styles.programme}>
            <h3 className={styles.name}>{partnerProgrammeName(locale, programme)}</h3>
            <p className={styles.label}>{t('partner.audience')}</p>
            <p className={styles.audience}>{t(`partner.programmes.${programme}.audience`)}</p>
            <p className={styles.label}>{t('partner.offer')}</p>
            <ul className={styles.offer}>
              {linesOf(t(`partner.programmes.${programme}.offer`, { returnObjects: true })).map(
                (line) => (
                  <li key={line}>{line}</li>
                ),
              )}
            </ul>
            <button
              type="button"
              className={`${formStyles.submit} ${styles.apply}`}
              aria-controls={FORM_ID}
              onClick={() => choose(programme)}
              onPointerEnter={form.start}
              onTouchStart={form.start}
              onFocus={form.start}
            >
              {t(`partner.programmes.${programme}.apply`)}
            </button>
          </li>
        ))}
      </ul>
      <div id={FORM_ID} className={styles.form}>
        {Form && preset ? (
          <Form preset={preset} />
        ) : (
          <p role="status" className={styles.loadState}>
            {preset ? (form.failed ? t('form.loadFailed') : t('form.loading')) : ''}
          </p>
        )}
      </div>
    </section>
  )
}
