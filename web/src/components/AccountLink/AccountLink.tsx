import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { useCustomer } from '../../account/CustomerProvider'
import { useLocalePath } from '../../routing/use-locale-path'
import styles from './AccountLink.module.css'

/**
 * The header's customer login: "Anmelden" leads to the login page; once the customer is
 * logged in it says "Mein Konto" and leads to the account. Until the browser knows (the
 * server render of a shared page), it is the login link, whose page sends a logged-in
 * customer on to the account.
 */
export function AccountLink() {
  const { t } = useTranslation('common')
  const { status } = useCustomer()
  const localePath = useLocalePath()
  const loggedIn = status === 'customer'
  return (
    <Link
      href={localePath(loggedIn ? '/account' : '/account/login')}
      className={styles.accountLink}
      data-testid="account-link"
      data-logged-in={loggedIn}
    >
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.text}>{loggedIn ? t('nav.account') : t('nav.login')}</span>
    </Link>
  )
}
