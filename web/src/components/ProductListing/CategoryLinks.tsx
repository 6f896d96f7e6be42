import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'
import type { PlatformCategoriesQuery } from '../../__generated__/graphql'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import styles from './CategoryLinks.module.css'

interface CategoryLinksProps {
  /** The platform's categories, from the page's props (PlatformCategories query). */
  categories: PlatformCategoriesQuery['categories']
  /** The platform's name in the page's language, for the navigation's label. */
  platformName: string
  /** The category page this is shown on, marked as the current page. */
  current: string | null
}

/**
 * Links to every category page of a platform that has programs: the way visitors and
 * crawlers reach /windows/buero, /en/mac/graphics and their like (a select filter is no link).
 */
export function CategoryLinks({ categories: all, platformName, current }: CategoryLinksProps) {
  const { t } = useTranslation('common')
  const locale = toSiteLocale(useRouter().locale)
  const id = useId()
  const categories = all.filter((category) => category.productCount > 0)
  if (categories.length === 0) return null
  return (
    <nav aria-labelledby={`${id}-label`} className={styles.nav}>
      <span id={`${id}-label`} className={styles.label}>
        {t('catalogPage.categories', { platform: platformName })}
      </span>
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={category.paths[locale]}
              aria-current={category.id === current ? 'page' : undefined}
              className={styles.link}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
