import { useTranslation } from 'next-i18next/pages'
import { useEffect, useRef } from 'react'
import styles from './ApplicationForm.module.css'

/**
 * What an applicant sees once the application reached the shop: the reference, where the
 * confirmation went, and what happens next. It takes the focus, so a screen reader reads it
 * and a phone shows it where the submit button was.
 */
export function ApplicationSuccess({
  kind,
  reference,
  email,
}: {
  kind: 'job' | 'partner'
  reference: string
  email: string
}) {
  const { t } = useTranslation('careers')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className={styles.success} role="status">
      <h3 ref={heading} tabIndex={-1} className={styles.successTitle}>
        {t('success.title')}
      </h3>
      <p className={styles.reference}>{t('success.reference', { reference })}</p>
      <p>{t('success.confirmation', { email })}</p>
      <p>{t(kind === 'job' ? 'success.jobNext' : 'success.partnerNext')}</p>
    </div>
  )
}
