import { useSchemaForm } from '../forms/use-schema-form'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'
import { useDeleteMyAccountMutation } from '../../__generated__/graphql'
import { useCustomer } from '../../account/CustomerProvider'
import { useAccountActions } from '../../account/use-account-actions'
import { Field, FormMessage } from '../forms/Field'
import {
  applyFailure,
  displayLabel,
  FORM_ERROR,
  noCache,
  useFormLocale,
} from '../forms/form-helpers'
import formStyles from '../forms/Forms.module.css'
import styles from './Account.module.css'

const FIELDS = ['password'] as const

/** Privacy rights: all data as a JSON download, and deleting the account. */
export function PrivacySettings() {
  const { t } = useTranslation('account')
  const locale = useFormLocale()
  return (
    <section className={styles.section} aria-labelledby="privacy-heading" id="privacy">
      <h2 id="privacy-heading">{t('privacy.title')}</h2>
      <h3>{t('privacy.exportTitle')}</h3>
      <p>{t('privacy.exportText')}</p>
      {/* A plain form: the answer is the file itself (Content-Disposition: attachment). */}
      <form method="post" action="/api/account/export">
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className={styles.secondaryButton}>
          {t('privacy.export')}
        </button>
      </form>
      <DeleteAccountForm />
    </section>
  )
}

function DeleteAccountForm() {
  const { t } = useTranslation(['account', 'validation'])
  const locale = useFormLocale()
  const id = useId()
  const router = useRouter()
  const { signedOut } = useCustomer()
  const { sessionEnded } = useAccountActions()
  const [deleteAccount] = useDeleteMyAccountMutation(noCache)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm('deleteAccount', {
    defaultValues: { password: '' },
  })
  const kept = t('privacy.kept', { returnObjects: true }) as string[]
  const deleted = t('privacy.deleted', { returnObjects: true }) as string[]

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await deleteAccount({ variables: { input: values, locale } })
      const result = data?.deleteMyAccount
      if (applyFailure(result, setError, FIELDS)) return
      if (result?.__typename === 'NotLoggedIn') return await sessionEnded()
      if (result?.__typename === 'InvalidCredentials') {
        setError('password', { type: 'server', message: result.message }, { shouldFocus: true })
        return
      }
      if (result?.__typename !== 'AccountDeleted') throw new Error('no answer')
      await signedOut()
      await router.push({ pathname: '/', query: { notice: 'account-deleted' } }, undefined, {
        locale,
      })
    } catch {
      setError(FORM_ERROR, { message: t('validation:form.unavailable') })
    }
  })

  return (
    <div className={styles.danger}>
      <h3 id="delete-heading">{t('privacy.deleteTitle')}</h3>
      <p>{t('privacy.deleteIntro')}</p>
      <ul>
        {deleted.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{t('privacy.keptIntro')}</p>
      <ul>
        {kept.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        <strong>{t('privacy.deleteWarning')}</strong>
      </p>
      <form
        noValidate
        onSubmit={onSubmit}
        className={formStyles.form}
        aria-labelledby="delete-heading"
      >
        <Field
          id={`${id}-password`}
          label={displayLabel(locale, 'password')}
          required
          error={errors.password?.message}
        >
          {(control) => (
            <input
              type="password"
              autoComplete="current-password"
              {...control}
              {...register('password')}
            />
          )}
        </Field>
        <FormMessage error={errors.root?.server?.message} />
        <button type="submit" className={styles.dangerButton} disabled={isSubmitting}>
          {t('privacy.deleteSubmit')}
        </button>
      </form>
    </div>
  )
}
