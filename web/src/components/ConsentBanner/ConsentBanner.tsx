import { useTranslation } from 'next-i18next/pages'
import { useEffect, useId, useState } from 'react'
import Link from 'next/link'
import { useConsent } from '../../consent/ConsentProvider'
import { registryOf, type RegistryCategory } from '../../consent/registry'
import { useLocalePath } from '../../routing/use-locale-path'
import styles from './ConsentBanner.module.css'

/** The cookie and storage names of a category, from the registry the privacy policy lists. */
const storageNames = (category: RegistryCategory) =>
  registryOf(category)
    .storage.map((entry) => entry.name)
    .join(', ')

/**
 * The consent banner (§ 25 TDDDG): on the first visit and from the footer's
 * cookie settings; accepting and refusing are equally easy.
 */
export function ConsentBanner() {
  const { t } = useTranslation('common')
  const localePath = useLocalePath()
  const consent = useConsent()
  const id = useId()
  const [showDetails, setShowDetails] = useState(false)
  const [statistics, setStatistics] = useState(false)
  const [marketing, setMarketing] = useState(false)
  // Server-rendered and shown until the consent is read, so a first visitor sees it with the
  // page's first paint; a visitor who already chose never does (consent/consent-gate.ts marks
  // <html> before the paint and the stylesheet hides the pending banner).
  const pending = !consent.ready
  const open = pending || !consent.decided || consent.settingsOpen

  useEffect(() => {
    if (!consent.settingsOpen) return
    setStatistics(consent.statistics)
    setMarketing(consent.marketing)
    setShowDetails(true)
  }, [consent.settingsOpen, consent.statistics, consent.marketing])

  if (!open) return null
  return (
    <section
      className={styles.banner}
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid="consent-banner"
      data-consent-banner=""
      data-pending={pending ? '' : undefined}
    >
      {/* The dialog's name, not a heading: the banner comes first in the page's markup
          (decision 0032), and the page's outline starts with its own h1. */}
      <p id={`${id}-title`} className={styles.title}>
        {t('consent.title')}
      </p>
      <p id={`${id}-text`}>{t('consent.text')}</p>
      {consent.signalRefusal ? <p className={styles.signal}>{t('consent.signal')}</p> : null}
      {showDetails ? (
        <fieldset className={styles.categories}>
          <legend>{t('consent.categories')}</legend>
          <label>
            <input type="checkbox" checked disabled aria-describedby={`${id}-necessary`} />{' '}
            {t('consent.necessary')}
          </label>
          <small id={`${id}-necessary`} className={styles.keys}>
            {storageNames('necessary')}
          </small>
          <label>
            <input
              type="checkbox"
              checked={statistics}
              disabled={consent.signalRefusal}
              aria-describedby={`${id}-statistics`}
              onChange={(event) => setStatistics(event.target.checked)}
            />{' '}
            {t('consent.statistics')}
          </label>
          <small id={`${id}-statistics`} className={styles.keys}>
            {t('consent.statisticsParties')}
          </small>
          <label>
            <input
              type="checkbox"
              checked={marketing}
              disabled={consent.signalRefusal}
              aria-describedby={`${id}-marketing`}
              onChange={(event) => setMarketing(event.target.checked)}
            />{' '}
            {t('consent.marketing')}
          </label>
          <small id={`${id}-marketing`} className={styles.keys}>
            {t('consent.marketingParties', { names: storageNames('marketing') })}
          </small>
          <Link href={`${localePath('/privacy')}#cookies`}>{t('consent.details')}</Link>
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          onClick={() => consent.choose({ statistics: true, marketing: true })}
        >
          {t('consent.acceptAll')}
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => consent.choose({ statistics: false, marketing: false })}
        >
          {t('consent.necessaryOnly')}
        </button>
        {showDetails ? (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => consent.choose({ statistics, marketing })}
          >
            {t('consent.save')}
          </button>
        ) : (
          <button type="button" className={styles.secondary} onClick={() => setShowDetails(true)}>
            {t('consent.settings')}
          </button>
        )}
      </div>
      {/* Last in the banner: the stylesheet shows the banner only once this has arrived. */}
      <span className={styles.end} hidden />
    </section>
  )
}
