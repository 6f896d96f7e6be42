import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'
import { useLocalePath } from '../../routing/use-locale-path'
import styles from './SearchBox.module.css'

/** The header's program search: a plain GET form, so it works before JavaScript too. */
export function SearchBox() {
  const { t, i18n } = useTranslation('common')
  const localePath = useLocalePath()
  const id = useId()
  const action = `${i18n.language === 'en' ? '/en' : ''}${localePath('/search')}`
  return (
    <form role="search" action={action} method="get" className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required
        maxLength={100}
        placeholder={t('search.placeholder')}
        className={styles.input}
      />
      <button type="submit" className={styles.button}>
        {t('search.submit')}
      </button>
    </form>
  )
}
