import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import type { Company } from '../../legal/company'
import { addressLine, countryName } from './company-address'
import { LegalArticle } from './LegalArticle'
import styles from './Legal.module.css'

const raw = { interpolation: { escapeValue: false } }

/** The Impressum (§ 5 DDG, § 18 Abs. 2 MStV), every detail from the hub's COMPANY_* configuration. */
export function Imprint({ company }: { company: Company }) {
  const { t } = useTranslation('legal')
  const locale = toSiteLocale(useRouter().locale)
  const responsible = company.managingDirectors[0]
  return (
    <LegalArticle
      title={t('imprint.title')}
      description={t('imprint.description')}
      company={company}
    >
      <section>
        <h2>{t('imprint.provider')}</h2>
        <address className={styles.address} data-testid="imprint-address">
          {company.name}
          <br />
          {company.street}
          <br />
          {company.postalCode} {company.city}
          <br />
          {countryName(company.countryCode, locale)}
        </address>
      </section>
      <section>
        <h2>{t('imprint.representedBy')}</h2>
        <p>
          {t('imprint.managingDirectors', { ...raw, names: company.managingDirectors.join(', ') })}
        </p>
      </section>
      <section>
        <h2>{t('imprint.contact')}</h2>
        <p>{t('imprint.phone', { ...raw, phone: company.phone })}</p>
        <p>
          {t('imprint.email')} <a href={`mailto:${company.email}`}>{company.email}</a>
        </p>
      </section>
      <section>
        <h2>{t('imprint.register')}</h2>
        <p>{t('imprint.registerCourt', { ...raw, court: company.registerCourt })}</p>
        <p>{t('imprint.registerNumber', { ...raw, number: company.registerNumber })}</p>
      </section>
      <section>
        <h2>{t('imprint.vat')}</h2>
        <p>{t('imprint.vatId', { ...raw, vatId: company.vatId })}</p>
        {company.taxNumber ? (
          <p>{t('imprint.taxNumber', { ...raw, taxNumber: company.taxNumber })}</p>
        ) : null}
      </section>
      {responsible ? (
        <section>
          <h2>{t('imprint.responsible')}</h2>
          <p>
            {responsible}, {addressLine(company, locale)}
          </p>
        </section>
      ) : null}
      <section>
        <h2>{t('imprint.disputes')}</h2>
        <p>{t('imprint.disputesText')}</p>
      </section>
    </LegalArticle>
  )
}
