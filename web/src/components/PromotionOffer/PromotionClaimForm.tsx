import { useTranslation } from 'next-i18next/pages'
import { useId, useLayoutEffect, useRef, useState } from 'react'
import { missingCodeSchema } from '@schaufenster/validation'
import { useProvidedApolloClient } from '../../apollo/provided-client'
import { Field, FormMessage, Honeypot } from '../forms/Field'
import { applyFailure, displayLabel, FORM_ERROR, useFormLocale } from '../forms/form-helpers'
import formStyles from '../forms/Forms.module.css'
import styles from './PromotionOffer.module.css'
import { useSchemaForm } from '../forms/use-schema-form'

export interface PromotionClaimFormProps {
  promotionId: string
  /** The product it is about (kept on the button for tests and analytics). */
  productName: string
  /** Called once the hub took the claim. */
  onClaimed?: () => void
  /** What was typed into PromotionClaimBox's plain form before this loaded. */
  email?: string
  /** Puts the cursor back into the e-mail field (it was there in the plain form). */
  focus?: boolean
  /** Sends right away: the visitor pressed the plain form's button. */
  submit?: boolean
}

/**
 * The e-mail form of a free full version: the hub sends the licence key and the download
 * link to the address (one licence per address; asking again re-sends it). The answer is the
 * same whether or not the address claimed before.
 */
export function PromotionClaimForm({
  promotionId,
  productName,
  onClaimed,
  email = '',
  focus = false,
  submit = false,
}: PromotionClaimFormProps) {
  const { t } = useTranslation(['components', 'validation'])
  const locale = useFormLocale()
  const id = useId()
  // The claim asks what the activation-code form asks: an address and the honeypot.
  const [accepted, setAccepted] = useState<string | null>(null)
  const client = useProvidedApolloClient()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(missingCodeSchema, {
    defaultValues: { email, website: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The request's code (Apollo, the operation) loads with the first claim (decision 0020).
      const { claimPromotion } = await import('./claim-promotion')
      const result = await claimPromotion({ id: promotionId, input: values, locale }, client)
      if (applyFailure(result, setError, ['email'])) return
      if (result?.__typename === 'PromotionNotRunning') {
        setError(FORM_ERROR, { type: 'server', message: result.message })
        return
      }
      if (result?.__typename === 'PromotionClaimAccepted') {
        setAccepted(result.message)
        onClaimed?.()
        return
      }
      setError(FORM_ERROR, { message: t('validation:form.unavailable') })
    } catch {
      setError(FORM_ERROR, { message: t('validation:form.unavailable') })
    }
  })

  const form = useRef<HTMLFormElement>(null)
  // Once, right after this replaced the plain form the visitor was using (PromotionClaimBox
  // swaps the two synchronously), before the browser handles the next key.
  useLayoutEffect(() => {
    if (focus) form.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus()
    if (submit) form.current?.requestSubmit()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first render's wish
  }, [])

  if (accepted) {
    return (
      <p role="status" className={formStyles.formSuccess} data-testid="promotion-claimed">
        {accepted}
      </p>
    )
  }
  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
      data-testid="promotion-claim"
    >
      <Field
        id={`${id}-email`}
        label={displayLabel(locale, 'email')}
        required
        error={errors.email?.message}
        hint={t('components:promo.privacy')}
      >
        {(control) => (
          <input type="email" autoComplete="email" {...control} {...register('email')} />
        )}
      </Field>
      <Honeypot register={register('website')} />
      <FormMessage error={errors.root?.server?.message} />
      <button
        type="submit"
        className={formStyles.submit}
        disabled={isSubmitting}
        data-product-name={productName}
      >
        {t('components:promo.submit')}
      </button>
    </form>
  )
}
