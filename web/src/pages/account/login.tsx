import type { GetServerSideProps } from 'next'
import Head from 'next/head'
import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import type { LoginPageProps } from '../../account/account-server'
import styles from '../../components/Account/Account.module.css'
import { LoginForm } from '../../components/Account/LoginForm'
import { useLocalePath } from '../../routing/use-locale-path'

/** The customer login; afterwards back to where the visitor came from, or to the account. */
function LoginPage({ returnTo }: LoginPageProps) {
  const { t } = useTranslation(['account', 'common'])
  const localePath = useLocalePath()
  return (
    <>
      <Head>
        <title>{`${t('login.title')} – ${t('common:site.name')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={styles.narrow}>
        <h1>{t('login.title')}</h1>
        <p className={styles.lead}>{t('login.intro')}</p>
        <LoginForm returnTo={returnTo} />
        <ul className={styles.links}>
          <li>
            <Link href={localePath('/account/forgot-password')}>{t('login.forgot')}</Link>
          </li>
          <li>
            {t('login.noAccount')}{' '}
            <Link href={localePath('/account/register')}>{t('login.register')}</Link>
          </li>
        </ul>
        <p className={styles.lead}>{t('login.buyers')}</p>
      </div>
    </>
  )
}

export const getServerSideProps: GetServerSideProps<LoginPageProps> = async (context) => {
  const { loginPageServerSideProps } = await import('../../account/account-server')
  return loginPageServerSideProps(context)
}

// No withApollo: nothing here queries while rendering; a mutation loads the client when it is
// first sent (apollo/lazy-mutation.ts, decision 0021).
export default LoginPage
