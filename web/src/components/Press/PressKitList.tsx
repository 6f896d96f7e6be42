import { useTranslation } from 'next-i18next/pages'
import type { PressKitList_KitFragment } from '../../__generated__/graphql'
import styles from './Press.module.css'

function KitLink({ kit }: { kit: PressKitList_KitFragment }) {
  const { t } = useTranslation('press')
  // A program's tile shows its name; the link's name is the kit's whole title (which holds
  // what is shown, as a label must), and the icon says nothing more: no alt text of its own.
  // The "ZIP" badge is drawn by the style sheet, so it is no visible text the name lacks.
  return (
    <a
      href={kit.url}
      download={kit.fileName}
      type="application/zip"
      aria-label={t('kits.linkLabel', { title: kit.title, interpolation: { escapeValue: false } })}
      className={styles.kitLink}
    >
      {kit.product ? (
        <img
          src={kit.product.icon.url}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className={styles.kitIcon}
        />
      ) : null}
      <span className={styles.kitName}>{kit.product?.name ?? kit.title}</span>
    </a>
  )
}

/**
 * The press kits (issue 24, point 4): the company's first and described, then one per
 * program. What a kit holds, with the pictures' sizes, is said once per kind of kit.
 */
export function PressKitList({ kits }: { kits: PressKitList_KitFragment[] }) {
  const { t } = useTranslation('press')
  const company = kits.filter((kit) => kit.product === null)
  const programs = kits.filter((kit) => kit.product !== null)
  return (
    <section aria-labelledby="press-kits" className={styles.kits}>
      <h2 id="press-kits">{t('kits.heading')}</h2>
      <p>{t('kits.intro')}</p>
      <p className={styles.note}>{t('kits.preparing')}</p>
      <div className={styles.kitGroup}>
        <h3>{t('kits.companyHeading')}</h3>
        <p className={styles.contents}>{t('kits.companyContents')}</p>
        <ul className={styles.kitList} data-testid="company-press-kits">
          {company.map((kit) => (
            <li key={kit.url}>
              <KitLink kit={kit} />
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.kitGroup}>
        <h3>{t('kits.programsHeading')}</h3>
        <p className={styles.contents}>{t('kits.programsContents')}</p>
        <ul className={`${styles.kitList} ${styles.kitGrid}`} data-testid="program-press-kits">
          {programs.map((kit) => (
            <li key={kit.url}>
              <KitLink kit={kit} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
