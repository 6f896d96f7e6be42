import type { GetStaticProps } from 'next'
import Head from 'next/head'
import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import styles from '../../components/Account/Account.module.css'
import { ForgotPasswordForm } from '../../components/Account/ForgotPasswordForm'
import { useLocalePath } from '../../routing/use-locale-path'
import type { SitePageProps } from '../../routing/page-props'

/** "Forgot password" (also the contact page's help option): a reset link by e-mail. */
function ForgotPasswordPage() {
  const { t } = useTranslation(['account', 'common'])
  const localePath = useLocalePath()
  return (
    <>
      <Head>
        <title>{`${t('forgot.title')} – ${t('common:site.name')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={styles.narrow}>
        <h1>{t('forgot.title')}</h1>
        <p className={styles.lead}>{t('forgot.intro')}</p>
        <ForgotPasswordForm />
        <p>
          <Link href={localePath('/account/login')}>{t('forgot.back')}</Link>
        </p>
      </div>
    </>
  )
}

export const getStaticProps: GetStaticProps<SitePageProps> = async ({ locale }) => {
  const { accountStaticProps } = await import('../../account/account-static-props')
  return accountStaticProps(locale)
}

// No withApollo: nothing here queries while rendering; a mutation loads the client when it is
// first sent (apollo/lazy-mutation.ts, decision 0021).
export default ForgotPasswordPage
