import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import {
  REGISTRY_CATEGORIES,
  registryOf,
  type Retention,
  type StorageEntry,
  type ThirdPartyEntry,
} from '../../consent/registry'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import type { Company } from '../../legal/company'
import { countryName } from './company-address'
import { asSections, LegalArticle, Sections } from './LegalArticle'
import styles from './Legal.module.css'

type T = ReturnType<typeof useTranslation>['t']

function retentionText(t: T, retention: Retention): string {
  return 'until' in retention
    ? t(`privacy.retention.${retention.until}`)
    : t(`privacy.retention.${retention.unit}`, { count: retention.count })
}

function StorageItem({ entry, company }: { entry: StorageEntry; company: Company }) {
  const { t } = useTranslation('legal')
  return (
    <li className={styles.entry} data-testid="privacy-storage" data-name={entry.name}>
      <h4>{entry.name}</h4>
      <dl className={styles.facts}>
        <dt>{t('privacy.labels.type')}</dt>
        <dd>{t(`privacy.kinds.${entry.kind}`)}</dd>
        <dt>{t('privacy.labels.purpose')}</dt>
        <dd>{t(`privacy.storage.${entry.id}`)}</dd>
        <dt>{t('privacy.labels.provider')}</dt>
        <dd>
          {entry.provider === 'self'
            ? t('privacy.ownSite', { name: company.name, interpolation: { escapeValue: false } })
            : t(`privacy.parties.${entry.provider}.name`)}
        </dd>
        <dt>{t('privacy.labels.legalBasis')}</dt>
        <dd>{t(`privacy.legalBases.${entry.legalBasis}`)}</dd>
        <dt>{t('privacy.labels.retention')}</dt>
        <dd>{retentionText(t, entry.retention)}</dd>
      </dl>
    </li>
  )
}

function PartyItem({ party }: { party: ThirdPartyEntry }) {
  const { t } = useTranslation('legal')
  const text = (field: string) => t(`privacy.parties.${party.id}.${field}`)
  return (
    <li className={styles.entry} data-testid="privacy-party" data-party={party.id}>
      <h4>{text('name')}</h4>
      <dl className={styles.facts}>
        <dt>{t('privacy.labels.provider')}</dt>
        <dd>{text('provider')}</dd>
        <dt>{t('privacy.labels.purpose')}</dt>
        <dd>{text('purpose')}</dd>
        <dt>{t('privacy.labels.legalBasis')}</dt>
        <dd>{t(`privacy.legalBases.${party.legalBasis}`)}</dd>
        <dt>{t('privacy.labels.retention')}</dt>
        <dd>{text('retention')}</dd>
        <dt>{t('privacy.labels.transfer')}</dt>
        <dd>{text('transfer')}</dd>
      </dl>
    </li>
  )
}

/**
 * The privacy policy: the controller from the hub's company configuration, every cookie, storage
 * key and third party from the consent registry (web/src/consent/registry.ts) the banner uses.
 */
export function PrivacyPolicy({ company }: { company: Company }) {
  const { t } = useTranslation('legal')
  const locale = toSiteLocale(useRouter().locale)
  return (
    <LegalArticle
      title={t('privacy.title')}
      description={t('privacy.description')}
      company={company}
    >
      <section>
        <h2>{t('privacy.controller')}</h2>
        <p>{t('privacy.controllerText')}</p>
        <address className={styles.address}>
          {company.name}
          <br />
          {company.street}, {company.postalCode} {company.city},{' '}
          {countryName(company.countryCode, locale)}
          <br />
          <a href={`mailto:${company.email}`}>{company.email}</a>, {company.phone}
        </address>
      </section>
      <Sections sections={asSections(t('privacy.processing', { returnObjects: true }))} />
      <section id="cookies">
        <h2>{t('privacy.storageHeading')}</h2>
        <p>{t('privacy.storageIntro')}</p>
        {REGISTRY_CATEGORIES.map((category) => {
          const { storage } = registryOf(category)
          if (storage.length === 0) return null
          return (
            <section key={category}>
              <h3>{t(`privacy.categories.${category}`)}</h3>
              <ul className={styles.entries}>
                {storage.map((entry) => (
                  <StorageItem key={entry.name} entry={entry} company={company} />
                ))}
              </ul>
            </section>
          )
        })}
      </section>
      <section id="third-parties">
        <h2>{t('privacy.partiesHeading')}</h2>
        <p>{t('privacy.partiesIntro')}</p>
        {REGISTRY_CATEGORIES.map((category) => {
          const { parties } = registryOf(category)
          if (parties.length === 0) return null
          return (
            <section key={category}>
              <h3>{t(`privacy.categories.${category}`)}</h3>
              <ul className={styles.entries}>
                {parties.map((party) => (
                  <PartyItem key={party.id} party={party} />
                ))}
              </ul>
            </section>
          )
        })}
      </section>
      <Sections sections={asSections(t('privacy.rights', { returnObjects: true }))} />
    </LegalArticle>
  )
}
