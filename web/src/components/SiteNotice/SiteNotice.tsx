import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useEffect, useState } from 'react'
import styles from './SiteNotice.module.css'

/** The notices a page can be opened with (`?notice=logged-out`); anything else is ignored. */
export const SITE_NOTICES = [
  'logged-out',
  'account-deleted',
  'password-set',
  'registered',
  'logged-in',
] as const
export type SiteNoticeId = (typeof SITE_NOTICES)[number]

export function siteNoticeOf(value: unknown): SiteNoticeId | null {
  return SITE_NOTICES.includes(value as SiteNoticeId) ? (value as SiteNoticeId) : null
}

/** The address without its `notice` parameter (the rest of the query and the hash stay). */
export function withoutNotice(asPath: string): string {
  const hashAt = asPath.indexOf('#')
  const hash = hashAt >= 0 ? asPath.slice(hashAt) : ''
  const [path = '/', search = ''] = (hashAt >= 0 ? asPath.slice(0, hashAt) : asPath).split('?')
  const params = new URLSearchParams(search)
  params.delete('notice')
  const query = params.toString()
  return `${path}${query ? `?${query}` : ''}${hash}`
}

/**
 * A short confirmation after an account action that ends on another page ("you have been
 * logged out", "your account was deleted"). Read from the address after hydration, so
 * statically generated pages stay the same for everyone; announced politely.
 */
export function SiteNotice() {
  const { t } = useTranslation('common')
  const router = useRouter()
  const [notice, setNotice] = useState<SiteNoticeId | null>(null)
  const fromQuery = router.isReady ? siteNoticeOf(router.query['notice']) : null

  useEffect(() => {
    setNotice(fromQuery)
  }, [fromQuery])

  const dismiss = () => {
    setNotice(null)
    void router.replace(withoutNotice(router.asPath), undefined, { shallow: true, scroll: false })
  }

  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {notice ? (
        <p className={styles.notice} data-testid="site-notice">
          <span>{t(`notice.${notice}`)}</span>
          <button type="button" className={styles.dismiss} onClick={dismiss}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('notice.dismiss')}</span>
          </button>
        </p>
      ) : null}
    </div>
  )
}
