import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import type { PressReleaseArticle_ReleaseFragment } from '../../__generated__/graphql'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { useLocalePath } from '../../routing/use-locale-path'
import styles from './Press.module.css'
import { formatReleaseDate } from './release-date'

// Names go into the texts as they are: React escapes them once.
const raw = { escapeValue: false }

/**
 * One press release: the date line, headline, lead and text, then what a journalist needs
 * next (the program, its press kit, the press contact) and the way back to the list.
 */
export function PressReleaseArticle({ release }: { release: PressReleaseArticle_ReleaseFragment }) {
  const { t } = useTranslation(['press', 'common'])
  const locale = toSiteLocale(useRouter().locale)
  const localePath = useLocalePath()
  const { product } = release
  return (
    <>
      <nav aria-label={t('common:breadcrumbs.label')}>
        <ol className="breadcrumbs">
          <li>
            <Link href="/">{t('common:breadcrumbs.home')}</Link>
          </li>
          <li>
            <Link href={localePath('/press')}>{t('common:press.area')}</Link>
          </li>
          <li>
            <span aria-current="page">{release.title}</span>
          </li>
        </ol>
      </nav>
      <article className={styles.article} aria-labelledby="release-title">
        <header>
          <p className={styles.dateline}>
            <span>{t('release.kind')}</span> ·{' '}
            <time dateTime={release.publishedOn}>
              {formatReleaseDate(release.publishedOn, locale)}
            </time>{' '}
            · {t('release.place')}
          </p>
          <h1 id="release-title">{release.title}</h1>
          <p className={styles.articleLead}>{release.lead}</p>
        </header>
        {release.body.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <section aria-labelledby="release-material" className={styles.material}>
          <h2 id="release-material">{t('release.material')}</h2>
          <ul className={styles.materialList}>
            {product ? (
              <li className={styles.materialProgram}>
                <img
                  src={product.icon.url}
                  alt={product.icon.alt}
                  width={48}
                  height={48}
                  loading="lazy"
                />
                <Link href={product.paths[locale]}>
                  {t('release.program', { name: product.name, interpolation: raw })}
                </Link>
              </li>
            ) : null}
            <li>
              <a href={release.pressKitUrl} download type="application/zip">
                {product
                  ? t('release.programKit', { name: product.name, interpolation: raw })
                  : t('release.companyKit')}
              </a>
            </li>
            <li>
              <Link href={localePath('/press-contact')}>{t('release.contact')}</Link>
            </li>
          </ul>
        </section>
        <p className={styles.back}>
          <Link href={localePath('/press')}>← {t('release.back')}</Link>
        </p>
      </article>
    </>
  )
}
