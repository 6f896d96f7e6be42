import { useTranslation } from 'next-i18next/pages'
import { useId, useState } from 'react'
import { BILLING_FIELDS } from '@schaufenster/validation'
import {
  useSaveMyBillingAddressMutation,
  type BillingAddressForm_CustomerFragment,
} from '../../__generated__/graphql'
import { useAccountActions } from '../../account/use-account-actions'
import styles from '../Account/Account.module.css'
import { FormMessage, RequiredNote } from '../forms/Field'
import formStyles from '../forms/Forms.module.css'
import { applyFailure, FORM_ERROR, noCache, useFormLocale } from '../forms/form-helpers'
import { useSchemaForm } from '../forms/use-schema-form'
import { BillingAddressFields } from './BillingAddressFields'
import { billingFormValues } from './billing-values'

/**
 * The billing address kept in the account (issue 23): the checkout fills itself in from it.
 * A refused save keeps everything typed; each message shows beside its field.
 */
export function BillingAddressForm({
  customer,
}: {
  customer: BillingAddressForm_CustomerFragment
}) {
  const { t } = useTranslation(['account', 'forms', 'validation'])
  const locale = useFormLocale()
  const id = useId()
  const { sessionEnded } = useAccountActions()
  const [save] = useSaveMyBillingAddressMutation(noCache)
  const [saved, setSaved] = useState(false)
  const initial = billingFormValues(customer.billingAddress, 'DE')
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm('billingAddress', { defaultValues: initial })

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false)
    try {
      const { data } = await save({
        variables: {
          input: {
            country: values.country,
            name: values.name,
            company: values.company ?? null,
            vatId: values.vatId ?? null,
            street: values.street,
            postalCode: values.postalCode,
            city: values.city,
          },
          locale,
        },
      })
      const result = data?.saveMyBillingAddress
      if (applyFailure(result, setError, BILLING_FIELDS)) return
      if (result?.__typename === 'NotLoggedIn') return await sessionEnded()
      if (result?.__typename !== 'BillingAddress') throw new Error('no answer')
      setSaved(true)
    } catch {
      setError(FORM_ERROR, { message: t('validation:form.unavailable') })
    }
  })

  return (
    <section
      className={styles.section}
      aria-labelledby="billing-address-heading"
      id="billing-address"
      data-testid="account-billing-address"
    >
      <h2 id="billing-address-heading">{t('billingAddress.title')}</h2>
      <p>{t('billingAddress.intro')}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        className={formStyles.form}
        aria-labelledby="billing-address-heading"
      >
        <RequiredNote text={t('forms:requiredNote')} />
        <BillingAddressFields
          idPrefix={id}
          locale={locale}
          register={register}
          errors={errors}
          defaultCountry={initial.country}
          vatIdHint={t('billingAddress.vatIdHint')}
        />
        <FormMessage
          error={errors.root?.server?.message}
          success={saved ? t('billingAddress.saved') : undefined}
        />
        <button type="submit" className={formStyles.submit} disabled={isSubmitting}>
          {t('billingAddress.submit')}
        </button>
      </form>
    </section>
  )
}
