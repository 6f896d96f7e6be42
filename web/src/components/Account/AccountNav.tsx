import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'
import { useLogOutMutation } from '../../__generated__/graphql'
import { useCustomer } from '../../account/CustomerProvider'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { useLocalePath } from '../../routing/use-locale-path'
import { FormMessage } from '../forms/Field'
import { noCache } from '../forms/form-helpers'
import styles from './Account.module.css'

const sections = [
  { page: '/account', label: 'nav.overview' },
  { page: '/account/settings', label: 'nav.settings' },
] as const

/** The account's own navigation, with the logout button. */
export function AccountNav({ current }: { current: (typeof sections)[number]['page'] }) {
  const { t } = useTranslation(['account', 'validation'])
  const localePath = useLocalePath()
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      {sections.map((section) => (
        <Link
          key={section.page}
          href={localePath(section.page)}
          aria-current={section.page === current ? 'page' : undefined}
        >
          {t(section.label)}
        </Link>
      ))}
      <LogoutButton />
    </nav>
  )
}

/**
 * Logout is a POST (the logOut mutation): the hub revokes the session, the gateway clears
 * the cookie, the browser forgets everything cached, and the home page says so.
 */
export function LogoutButton() {
  const { t } = useTranslation(['account', 'validation'])
  const router = useRouter()
  const locale = toSiteLocale(router.locale)
  const { signedOut } = useCustomer()
  const [logOut] = useLogOutMutation(noCache)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | undefined>()

  const onClick = async () => {
    setSending(true)
    setError(undefined)
    try {
      await logOut()
      await signedOut()
      await router.push({ pathname: '/', query: { notice: 'logged-out' } }, undefined, { locale })
    } catch {
      setError(t('validation:form.unavailable'))
      setSending(false)
    }
  }

  return (
    <div className={styles.logout}>
      <FormMessage error={error} />
      <button type="button" className={styles.secondaryButton} disabled={sending} onClick={onClick}>
        {t('nav.logout')}
      </button>
    </div>
  )
}
