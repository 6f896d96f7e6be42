import { useMemo } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { CHECKOUT_COUNTRIES, type BILLING_FIELDS, type Locale } from '@schaufenster/validation'
import { sortedCountries } from '../Cart/cart-format'
import { Field } from '../forms/Field'
import formStyles from '../forms/Forms.module.css'
import { displayLabel } from '../forms/form-helpers'

type BillingField = (typeof BILLING_FIELDS)[number]

interface RegisterOptions {
  onChange?: (event: { target: { value: string } }) => void
}

export interface BillingAddressFieldsProps {
  /** Prefix of the controls' ids (one form's useId()). */
  idPrefix: string
  locale: Locale
  register: (name: BillingField, options?: RegisterOptions) => UseFormRegisterReturn
  errors: Partial<Record<BillingField, { message?: string } | undefined>>
  /** The country preselected, also set on the element so it does not wait for the form. */
  defaultCountry: string
  countryHint?: string
  /** A failure beside the country that is not the form's (the cart refused the country). */
  countryFailure?: string
  vatIdHint?: string
  /** Called with the chosen country, after the form has it. */
  onCountryChange?: (country: string) => void
}

/**
 * The billing address's controls, country first (it decides the formats of postal code and
 * VAT id, and the VAT): the checkout's and the account's form show the same fields with the
 * same labels and messages (packages/validation/src/billing.ts).
 */
export function BillingAddressFields({
  idPrefix,
  locale,
  register,
  errors,
  defaultCountry,
  countryHint,
  countryFailure,
  vatIdHint,
  onCountryChange,
}: BillingAddressFieldsProps) {
  const countries = useMemo(() => sortedCountries(CHECKOUT_COUNTRIES, locale), [locale])
  const id = (name: BillingField) => `${idPrefix}-${name}`
  const label = (name: BillingField) => displayLabel(locale, name)
  return (
    <>
      <Field
        id={id('country')}
        label={label('country')}
        required
        hint={countryHint}
        error={errors.country?.message ?? countryFailure}
      >
        {(control) => (
          <select
            autoComplete="billing country"
            defaultValue={defaultCountry}
            {...control}
            {...register('country', {
              onChange: (event) => onCountryChange?.(event.target.value),
            })}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={id('name')} label={label('name')} required error={errors.name?.message}>
        {(control) => <input autoComplete="billing name" {...control} {...register('name')} />}
      </Field>
      <div className={formStyles.row}>
        <Field id={id('company')} label={label('company')} error={errors.company?.message}>
          {(control) => (
            <input autoComplete="billing organization" {...control} {...register('company')} />
          )}
        </Field>
        <Field
          id={id('vatId')}
          label={label('vatId')}
          hint={vatIdHint}
          error={errors.vatId?.message}
        >
          {(control) => <input autoComplete="off" {...control} {...register('vatId')} />}
        </Field>
      </div>
      <Field id={id('street')} label={label('street')} required error={errors.street?.message}>
        {(control) => (
          <input autoComplete="billing address-line1" {...control} {...register('street')} />
        )}
      </Field>
      <div className={formStyles.row}>
        <Field
          id={id('postalCode')}
          label={label('postalCode')}
          required
          error={errors.postalCode?.message}
        >
          {(control) => (
            <input autoComplete="billing postal-code" {...control} {...register('postalCode')} />
          )}
        </Field>
        <Field id={id('city')} label={label('city')} required error={errors.city?.message}>
          {(control) => (
            <input autoComplete="billing address-level2" {...control} {...register('city')} />
          )}
        </Field>
      </div>
    </>
  )
}
