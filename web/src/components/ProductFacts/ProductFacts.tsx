import { useTranslation } from 'next-i18next/pages'
import type { ProductFacts_ProductFragment } from '../../__generated__/graphql'
import { intlLocale, type SiteLocale } from '../../i18n/next-i18next-config'
import { formatDateShort } from '../../lib/dates'
import { formatFileSize } from '../../lib/file-size'
import styles from './ProductFacts.module.css'
import { numberFormat } from '../../lib/intl-formats'

/** `4096` MB → `4 GB`; below a gigabyte in megabytes. */
function memory(megabytes: number, locale: SiteLocale): string {
  const gigabytes = megabytes / 1024
  const [value, unit] = gigabytes >= 1 ? [gigabytes, 'gigabyte'] : [megabytes, 'megabyte']
  return numberFormat(intlLocale[locale], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value)
}

/** The interface languages by name in the page's language, in its alphabetical order. */
function languageNames(codes: readonly string[], locale: SiteLocale): string {
  const names = new Intl.DisplayNames([intlLocale[locale]], { type: 'language' })
  return codes
    .map((code) => names.of(code) ?? code)
    .sort(new Intl.Collator(intlLocale[locale]).compare)
    .join(', ')
}

/**
 * A product's facts (issue 24, point 2): version and date, download size per platform,
 * languages, how many devices a licence covers, the system requirements per platform and the
 * changes of the latest versions (the newest open, the older ones folded).
 */
export function ProductFacts({
  product,
  locale,
}: {
  product: ProductFacts_ProductFragment
  locale: SiteLocale
}) {
  const { t } = useTranslation('product')
  const facts = product.facts
  if (!facts) return null
  const [latest, ...older] = facts.changelog
  const platformName = (platform: string) => t(`common:platform.${platform}`)
  return (
    <div className={styles.facts} data-testid="product-facts">
      <dl className={styles.summary}>
        <div>
          <dt>{t('facts.version')}</dt>
          <dd data-testid="facts-version">
            {t('facts.versionOf', {
              version: facts.version,
              date: formatDateShort(facts.versionDate, locale),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('facts.firstReleased')}</dt>
          <dd>{formatDateShort(product.releaseDate, locale)}</dd>
        </div>
        <div>
          <dt>{t('facts.download')}</dt>
          <dd>
            {facts.downloadSizes
              .map(
                (size) => `${platformName(size.platform)}: ${formatFileSize(size.bytes, locale)}`,
              )
              .join(' · ')}
          </dd>
        </div>
        <div>
          <dt>{t('facts.languages', { count: facts.languages.length })}</dt>
          <dd>{languageNames(facts.languages, locale)}</dd>
        </div>
        <div>
          <dt>{t('facts.licence')}</dt>
          <dd data-testid="facts-devices">
            {facts.devicesPerLicence == null
              ? t('facts.devicesUnlimited')
              : t('facts.devices', { count: facts.devicesPerLicence })}
          </dd>
        </div>
      </dl>

      <h3>{t('facts.requirements')}</h3>
      <div className={styles.requirements}>
        {facts.requirements.map((requirement) => (
          <dl
            key={requirement.platform}
            className={styles.platform}
            data-testid="requirements"
            data-platform={requirement.platform}
          >
            <div className={styles.platformName}>
              <dt className="visually-hidden">{t('facts.platform')}</dt>
              <dd>{platformName(requirement.platform)}</dd>
            </div>
            <div>
              <dt>{t('facts.os')}</dt>
              <dd>{requirement.os}</dd>
            </div>
            <div>
              <dt>{t('facts.cpu')}</dt>
              <dd>{requirement.cpu}</dd>
            </div>
            <div>
              <dt>{t('facts.ram')}</dt>
              <dd>{memory(requirement.ramMb, locale)}</dd>
            </div>
            <div>
              <dt>{t('facts.disk')}</dt>
              <dd>{memory(requirement.diskMb, locale)}</dd>
            </div>
            {requirement.other ? (
              <div>
                <dt>{t('facts.other')}</dt>
                <dd>{requirement.other}</dd>
              </div>
            ) : null}
          </dl>
        ))}
      </div>

      {latest ? (
        <>
          <h3>{t('facts.changelog')}</h3>
          <div className={styles.changelog} data-testid="changelog">
            <Release release={latest} locale={locale} />
            {older.length > 0 ? (
              <details>
                <summary>{t('facts.olderVersions', { count: older.length })}</summary>
                {older.map((release) => (
                  <Release key={release.version} release={release} locale={locale} />
                ))}
              </details>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  )
}

function Release({
  release,
  locale,
}: {
  release: NonNullable<ProductFacts_ProductFragment['facts']>['changelog'][number]
  locale: SiteLocale
}) {
  const { t } = useTranslation('product')
  return (
    <section className={styles.release}>
      <h4>
        {t('facts.release', {
          version: release.version,
          date: formatDateShort(release.date, locale),
        })}
      </h4>
      <ul>
        {release.changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
    </section>
  )
}
