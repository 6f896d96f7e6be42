import { useTranslation } from 'next-i18next/pages'
import { useId, useLayoutEffect, useRef, useState } from 'react'
import { newsletterSubscriptionSchema } from '@schaufenster/validation'
import { useProvidedApolloClient } from '../../apollo/provided-client'
import { Field, FormMessage, Honeypot } from '../forms/Field'
import { applyFailure, displayLabel, FORM_ERROR, useFormLocale } from '../forms/form-helpers'
import formStyles from '../forms/Forms.module.css'
import { useSchemaForm } from '../forms/use-schema-form'
import styles from './NewsletterBox.module.css'
import { subscribeNewsletter } from './subscribe-newsletter'

/**
 * The newsletter subscription box with its validation (double opt-in): loaded by
 * NewsletterBox.tsx on the visitor's first move towards the form, so react-hook-form and zod
 * are not part of a catalog page's first load (issue 22). `source` is the page it is placed
 * on, stored with the consent. `email` is what was typed before it loaded; `focus` puts the
 * cursor back where it was; `submit` sends right away (the visitor pressed the button).
 */
export function NewsletterForm({
  source,
  email = '',
  focus = false,
  submit = false,
}: {
  source: string
  email?: string
  focus?: boolean
  submit?: boolean
}) {
  const { t } = useTranslation(['forms', 'validation'])
  const locale = useFormLocale()
  const id = useId()
  const [done, setDone] = useState(false)
  const client = useProvidedApolloClient()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(newsletterSubscriptionSchema, {
    defaultValues: { email, source, website: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await subscribeNewsletter({ input: { ...values, source }, locale }, client)
      if (applyFailure(result, setError, ['email'])) return
      setDone(true)
    } catch {
      setError(FORM_ERROR, { message: t('validation:form.unavailable') })
    }
  })

  const form = useRef<HTMLFormElement>(null)
  const emailField = register('email')
  // Once, right after this replaced the form the visitor was already using, before the
  // browser handles the next key (NewsletterBox swaps the two synchronously).
  useLayoutEffect(() => {
    if (focus) form.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus()
    if (submit) form.current?.requestSubmit()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first render's wish
  }, [])

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
        <form ref={form} noValidate onSubmit={onSubmit} className={styles.form}>
          <Field
            id={`${id}-email`}
            label={displayLabel(locale, 'email')}
            required
            error={errors.email?.message}
            hint={t('forms:newsletter.consent')}
          >
            {(control) => <input type="email" autoComplete="email" {...control} {...emailField} />}
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
