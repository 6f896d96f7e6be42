import { useTranslation } from 'next-i18next/pages'
import { useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  newsletterSubscriptionSchema,
  type NewsletterSubscription,
  type NewsletterSubscriptionInput,
} from '@schaufenster/validation'
import { useSubscribeNewsletterMutation } from '../../__generated__/graphql'
import { Field, FormMessage, Honeypot } from '../forms/Field'
import {
  applyFailure,
  displayLabel,
  FORM_ERROR,
  noCache,
  useFormLocale,
} from '../forms/form-helpers'
import formStyles from '../forms/Forms.module.css'
import { zodResolver } from '../forms/zod-resolver'
import styles from './NewsletterBox.module.css'

/**
 * The newsletter subscription box (double opt-in). `source` is the page it is placed
 * on, stored with the consent.
 */
export function NewsletterBox({ source }: { source: string }) {
  const { t } = useTranslation(['forms', 'validation'])
  const locale = useFormLocale()
  const id = useId()
  const schema = useMemo(() => newsletterSubscriptionSchema(locale), [locale])
  const [done, setDone] = useState(false)
  const [subscribe] = useSubscribeNewsletterMutation(noCache)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterSubscriptionInput, unknown, NewsletterSubscription>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', source, website: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await subscribe({
        variables: { input: { ...values, source }, locale },
      })
      if (applyFailure(data?.subscribeNewsletter, setError, ['email'])) return
      setDone(true)
    } catch {
      setError(FORM_ERROR, { message: t('validation:form.unavailable') })
    }
  })

  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('forms:newsletter.title')}
      </h2>
      <p className={styles.intro}>{t('forms:newsletter.intro')}</p>
      {done ? (
        <p role="status" className={formStyles.formSuccess}>
          {t('forms:newsletter.success')}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className={styles.form}>
          <Field
            id={`${id}-email`}
            label={displayLabel(locale, 'email')}
            required
            error={errors.email?.message}
            hint={t('forms:newsletter.consent')}
          >
            {(control) => (
              <input type="email" autoComplete="email" {...control} {...register('email')} />
            )}
          </Field>
          <Honeypot register={register('website')} />
          <FormMessage error={errors.root?.server?.message} />
          <button type="submit" className={formStyles.submit} disabled={isSubmitting}>
            {t('forms:newsletter.submit')}
          </button>
        </form>
      )}
    </section>
  )
}
