import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import type { Company } from '../../legal/company'
import { companyValues } from './company-address'
import { asLines, LegalArticle } from './LegalArticle'
import styles from './Legal.module.css'

/**
 * The Widerrufsbelehrung: the statutory model (Anlage 1 zu Art. 246a § 1 Abs. 2 Satz 2 EGBGB)
 * for digital content not on a tangible medium, the early expiry of § 356 Abs. 5 BGB, and the
 * model withdrawal form (Anlage 2), addressed to the seller as configured.
 */
export function Withdrawal({ company }: { company: Company }) {
  const { t } = useTranslation('legal')
  const locale = toSiteLocale(useRouter().locale)
  const values = companyValues(company, locale)
  const lines = (key: string) => asLines(t(key, { returnObjects: true, ...values }))
  return (
    <LegalArticle
      title={t('withdrawal.title')}
      description={t('withdrawal.description')}
      company={company}
    >
      <p>{t('withdrawal.intro')}</p>
      <section>
        <h2>{t('withdrawal.right')}</h2>
        {lines('withdrawal.rightParagraphs').map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>
      <section>
        <h2>{t('withdrawal.consequences')}</h2>
        {lines('withdrawal.consequencesParagraphs').map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>
      <section>
        <h2>{t('withdrawal.expiry')}</h2>
        {lines('withdrawal.expiryParagraphs').map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>
      <p>{t('withdrawal.end')}</p>
      <section className={styles.form} data-testid="withdrawal-form" aria-labelledby="model-form">
        <h2 id="model-form">{t('withdrawal.form')}</h2>
        <p>{t('withdrawal.formIntro')}</p>
        <ul>
          <li>{t('withdrawal.formTo', values)}</li>
          {lines('withdrawal.formLines').map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>{t('withdrawal.formNote')}</p>
      </section>
    </LegalArticle>
  )
}
