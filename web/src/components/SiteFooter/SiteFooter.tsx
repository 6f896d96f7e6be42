import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { useConsent } from '../../consent/ConsentProvider'
import { useLocalePath } from '../../routing/use-locale-path'
import styles from './SiteFooter.module.css'

/** The footer: legal links (Impressum, Datenschutz, AGB and Widerrufsbelehrung on every page), contact, press. */
export function SiteFooter() {
  const { t } = useTranslation('common')
  const localePath = useLocalePath()
  const consent = useConsent()
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.legal')} className={styles.links}>
        <Link href={localePath('/imprint')}>{t('footer.imprint')}</Link>
        <Link href={localePath('/privacy')}>{t('footer.privacy')}</Link>
        <Link href={localePath('/terms')}>{t('footer.terms')}</Link>
        <Link href={localePath('/withdrawal')}>{t('footer.withdrawal')}</Link>
        <Link href={localePath('/contact')}>{t('footer.contact')}</Link>
        <Link href={localePath('/press')}>{t('footer.press')}</Link>
        <Link href={localePath('/newsletter')}>{t('footer.newsletter')}</Link>
        <Link href={localePath('/partner')}>{t('footer.partner')}</Link>
        <Link href={localePath('/about-us')}>{t('footer.about')}</Link>
        <Link href={localePath('/first-steps')}>{t('footer.firstSteps')}</Link>
        <button type="button" className={styles.linkButton} onClick={consent.openSettings}>
          {t('footer.cookieSettings')}
        </button>
      </nav>
      <p className={styles.copyright}>
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  )
}
