import { useTranslation } from 'next-i18next/pages'
import { useId, useState } from 'react'
import { missingCodeSchema } from '@schaufenster/validation'
import { useClaimPromotionMutation } from '../../__generated__/graphql'
import { Field, FormMessage, Honeypot } from '../forms/Field'
import {
  applyFailure,
  displayLabel,
  FORM_ERROR,
  noCache,
  useFormLocale,
} from '../forms/form-helpers'
import formStyles from '../forms/Forms.module.css'
import styles from './PromotionOffer.module.css'
import { useSchemaForm } from '../forms/use-schema-form'

export interface PromotionClaimFormProps {
  promotionId: string
  /** The product it is about (kept on the button for tests and analytics). */
  productName: string
  /** Called once the hub took the claim. */
  onClaimed?: () => void
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
}: PromotionClaimFormProps) {
  const { t } = useTranslation(['components', 'validation'])
  const locale = useFormLocale()
  const id = useId()
  // The claim asks what the activation-code form asks: an address and the honeypot.
  const [accepted, setAccepted] = useState<string | null>(null)
  const [claim] = useClaimPromotionMutation(noCache)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(missingCodeSchema, {
    defaultValues: { email: '', website: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await claim({ variables: { id: promotionId, input: values, locale } })
      const result = data?.claimPromotion
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

  if (accepted) {
    return (
      <p role="status" className={formStyles.formSuccess} data-testid="promotion-claimed">
        {accepted}
      </p>
    )
  }
  return (
    <form noValidate onSubmit={onSubmit} className={styles.form} data-testid="promotion-claim">
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
