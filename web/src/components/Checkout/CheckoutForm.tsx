import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useEffect, useId, useRef } from 'react'
import { vatTreatment } from '@schaufenster/pricing'
import { CHECKOUT_COUNTRIES, normalizeVatId } from '@schaufenster/validation'
import {
  usePlaceOrderMutation,
  useSetCartCountryMutation,
  type BillingAddress_AddressFragment,
  type CartView_CartFragment,
  type PlaceOrderInput,
} from '../../__generated__/graphql'
import { loginUrl } from '../../account/return-path'
import { useCart } from '../../cart/CartProvider'
import { readCjEvent } from '../../cart/cj-event'
import { IdempotencyKeys } from '../../cart/idempotency-key'
import { readCheckoutDraft, saveCheckoutDraft } from '../../cart/checkout-draft'
import { storeOrderAccess } from '../../cart/order-access'
import { formatMoney } from '../../lib/money'
import { withLocalePrefix } from '../../routing/routes'
import { useLocalePath } from '../../routing/use-locale-path'
import { BillingAddressFields } from '../BillingAddress/BillingAddressFields'
import { billingFormValues } from '../BillingAddress/billing-values'
import { formatVatRate } from '../Cart/cart-format'
import { useCartUpdate } from '../Cart/use-cart-update'
import { CheckboxField, Field, FormMessage, RequiredNote } from '../forms/Field'
import formStyles from '../forms/Forms.module.css'
import {
  applyFailure,
  displayLabel,
  FORM_ERROR,
  noCache,
  useFormLocale,
} from '../forms/form-helpers'
import { useSchemaForm } from '../forms/use-schema-form'
import styles from './Checkout.module.css'

const FIELDS = [
  'email',
  'name',
  'country',
  'company',
  'vatId',
  'street',
  'postalCode',
  'city',
  'saveBillingAddress',
  'acceptTerms',
  'waiveWithdrawal',
] as const

/** The logged-in customer, whose account the order goes to. */
export interface CheckoutCustomer {
  email: string
  name: string
  /** The billing address kept in the account: the form starts from it. */
  billingAddress?: BillingAddress_AddressFragment | null
}

/**
 * The checkout: buyer, the two legal consents, the test payment and the button that
 * orders with an obligation to pay. A refused order keeps everything that was entered.
 * A logged-in customer's details are filled in (the e-mail address is the account's and
 * fixed); a guest is offered the login, which comes back here with the cart as it is.
 */
export function CheckoutForm({
  cart,
  customer = null,
  onReverseChargeChange,
}: {
  cart: CartView_CartFragment
  customer?: CheckoutCustomer | null
  /** Told whether the billing data make the order reverse charge (no VAT), for the summary. */
  onReverseChargeChange?: (reverseCharge: boolean) => void
}) {
  const { t } = useTranslation(['cart', 'forms', 'validation'])
  const locale = useFormLocale()
  const router = useRouter()
  const localePath = useLocalePath()
  const id = useId()
  const { token } = useCart()
  // Back from the provider's page without paying (declined or cancelled): nothing was
  // charged and the cart and this form are as they were.
  const paymentCancelled = router.query['payment'] === 'cancelled'
  const keys = useRef(new IdempotencyKeys())
  const [placeOrder] = usePlaceOrderMutation(noCache)
  const [setCountry] = useSetCartCountryMutation()
  const countryUpdate = useCartUpdate()
  const cartCountry = (CHECKOUT_COUNTRIES as readonly string[]).includes(cart.country)
    ? cart.country
    : 'DE'
  // A customer's kept billing address fills the form in, its country included.
  const billing = billingFormValues(customer?.billingAddress, cartCountry)
  if (!customer?.billingAddress) billing.name = customer?.name ?? ''
  const defaultCountry = billing.country
  const {
    register,
    handleSubmit,
    setError,
    watch,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm('checkout', {
    defaultValues: {
      email: customer?.email ?? '',
      ...billing,
      saveBillingAddress: !customer?.billingAddress,
      acceptTerms: false,
      waiveWithdrawal: false,
    },
  })
  const fieldId = (name: string) => `${id}-${name}`
  // Back from the hosted page without paying: what was typed is there again (the consents
  // are given anew). A logged-in customer's address stays the account's.
  useEffect(() => {
    const draft = readCheckoutDraft()
    if (!draft) return
    reset(
      { ...getValues(), ...draft, ...(customer ? { email: customer.email } : {}) },
      { keepDefaultValues: true },
    )
  }, [customer, getValues, reset])
  // The country decides the VAT, so the cart (and the summary) follow the billing country.
  const changeCountry = (country: string) =>
    void countryUpdate.run(() => setCountry({ variables: { country, locale } }))
  // A kept address in another country than the cart's: the cart takes it over once.
  const syncedCountry = useRef(false)
  useEffect(() => {
    if (syncedCountry.current || defaultCountry === cart.country) return
    syncedCountry.current = true
    changeCountry(defaultCountry)
  })
  // What the hub will decide from the same billing data (it decides again on its own).
  const [country, vatId] = watch(['country', 'vatId'])
  const reverseCharge = vatTreatment({
    country: country ?? '',
    vatId: normalizeVatId(vatId ?? ''),
  }).reverseCharge
  useEffect(() => onReverseChargeChange?.(reverseCharge), [onReverseChargeChange, reverseCharge])
  const payTax = reverseCharge ? { ...cart.taxAmount, amountMinor: 0 } : cart.taxAmount

  const onSubmit = handleSubmit(async (values) => {
    const cjEvent = readCjEvent(document.cookie)
    const input: PlaceOrderInput = {
      email: values.email,
      name: values.name,
      country: values.country,
      company: values.company ?? null,
      vatId: values.vatId ?? null,
      street: values.street,
      postalCode: values.postalCode,
      city: values.city,
      saveBillingAddress: customer ? values.saveBillingAddress : null,
      acceptTerms: values.acceptTerms,
      waiveWithdrawal: values.waiveWithdrawal,
      cjEvent: cjEvent ?? null,
    }
    // The cart's token stands for its content: another cart is another attempt.
    const idempotencyKey = keys.current.keyFor(token ?? cart.token, input)
    try {
      const { data } = await placeOrder({ variables: { input, idempotencyKey, locale } })
      const result = data?.placeOrder
      if (!result) throw new Error('No answer')
      switch (result.__typename) {
        case 'OrderPlaced': {
          const { orderNumber } = result.order
          storeOrderAccess({ orderNumber, accessToken: result.accessToken })
          // The buyer pays on the provider's hosted page (decision 0022); the cart stays
          // until the order is paid (the confirmation clears it), so a failed payment
          // loses nothing. The same cart and form give the same key, and the hub answers
          // a retry with this order's page, or a new order once this one failed.
          if (result.paymentUrl) {
            saveCheckoutDraft(values)
            window.location.assign(result.paymentUrl)
            return
          }
          keys.current.reset()
          await router.push(
            { pathname: localePath('/order-confirmation'), query: { order: orderNumber } },
            undefined,
            { locale },
          )
          return
        }
        // The page's own words for each refusal (issue 19, point 9).
        case 'PaymentDeclined':
          setError(FORM_ERROR, { type: result.__typename, message: t('cart:checkout.declined') })
          return
        case 'CartNotOrderable':
          setError(FORM_ERROR, {
            type: result.__typename,
            message: t('cart:checkout.notOrderable'),
          })
          return
        default:
          applyFailure(result, setError, FIELDS)
      }
    } catch {
      setError(FORM_ERROR, { message: t('validation:form.unavailable') })
    }
  })

  const label = (field: string) => displayLabel(locale, field)
  // Back to this checkout after the login; the cart stays in this browser meanwhile.
  const loginHref = loginUrl(
    locale,
    withLocalePrefix(localePath('/checkout'), locale === 'en' ? 'en' : 'base'),
  )
  const money = (value: { amountMinor: number; currency: string }) =>
    formatMoney(value.amountMinor, value.currency, locale)

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={`${formStyles.form} ${styles.form}`}
      aria-label={t('cart:checkout.formLabel')}
    >
      {paymentCancelled ? (
        <div data-testid="payment-cancelled">
          <FormMessage error={t('cart:checkout.paymentCancelled')} />
        </div>
      ) : null}
      <RequiredNote text={t('forms:requiredNote')} />
      <fieldset className={styles.group}>
        <legend>{t('cart:checkout.buyer')}</legend>
        {customer ? (
          <p className={styles.account} data-testid="checkout-account">
            {t('cart:checkout.loggedIn', { name: customer.name || customer.email })}
          </p>
        ) : (
          <p className={styles.account} data-testid="checkout-login">
            {t('cart:checkout.haveAccount')}{' '}
            <Link href={loginHref}>{t('cart:checkout.login')}</Link>
          </p>
        )}
        <Field
          id={fieldId('email')}
          label={label('email')}
          required
          hint={customer ? t('cart:checkout.emailFixed') : undefined}
          error={errors.email?.message}
        >
          {(control) => (
            <input
              type="email"
              autoComplete="email"
              // The account's address: orders and licences go to it (the hub insists too).
              readOnly={Boolean(customer)}
              {...control}
              {...register('email')}
            />
          )}
        </Field>
        {customer ? (
          <p className={styles.account}>
            <Link href={localePath('/account/settings')}>{t('cart:checkout.changeEmail')}</Link>
          </p>
        ) : null}
      </fieldset>

      <fieldset className={styles.group} data-testid="billing-address">
        <legend>{t('cart:checkout.billingAddress')}</legend>
        <BillingAddressFields
          idPrefix={id}
          locale={locale}
          register={register}
          errors={errors}
          defaultCountry={defaultCountry}
          countryHint={t('cart:country.hint')}
          countryFailure={countryUpdate.failure}
          vatIdHint={t('cart:checkout.vatIdHint')}
          onCountryChange={changeCountry}
        />
        {customer ? (
          <CheckboxField
            id={fieldId('saveBillingAddress')}
            label={t('cart:checkout.saveBillingAddress')}
            error={errors.saveBillingAddress?.message}
          >
            {(control) => (
              <input type="checkbox" {...control} {...register('saveBillingAddress')} />
            )}
          </CheckboxField>
        ) : null}
      </fieldset>

      <fieldset className={`${styles.group} ${styles.payment}`} data-testid="payment">
        <legend>{t('cart:checkout.paymentTitle')}</legend>
        <p>{t('cart:checkout.paymentHosted')}</p>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('cart:checkout.consents')}</legend>
        <CheckboxField
          id={fieldId('acceptTerms')}
          label={
            <>
              {t('cart:checkout.acceptTerms')}{' '}
              <Link href={localePath('/terms')} target="_blank">
                {t('cart:checkout.termsLink')}
              </Link>
              <span className={formStyles.required} aria-hidden="true">
                {' *'}
              </span>
            </>
          }
          error={errors.acceptTerms?.message}
        >
          {(control) => (
            <input type="checkbox" aria-required {...control} {...register('acceptTerms')} />
          )}
        </CheckboxField>
        <CheckboxField
          id={fieldId('waiveWithdrawal')}
          label={
            <>
              {t('cart:checkout.waiveWithdrawal')}
              <span className={formStyles.required} aria-hidden="true">
                {' *'}
              </span>
            </>
          }
          error={errors.waiveWithdrawal?.message}
        >
          {(control) => (
            <input type="checkbox" aria-required {...control} {...register('waiveWithdrawal')} />
          )}
        </CheckboxField>
      </fieldset>

      <FormMessage error={errors.root?.server?.message} />
      {/* What the button charges, right above it at every width (issue 19, point 14). */}
      <dl className={styles.payTotal} data-testid="checkout-pay-total">
        <div>
          <dt>{t('cart:totals.total')}</dt>
          <dd data-testid="checkout-total">{money(cart.totalGross)}</dd>
        </div>
        <div className={styles.payTax}>
          <dt>
            {reverseCharge
              ? t('cart:checkout.reverseCharge')
              : t('cart:totals.vat', { rate: formatVatRate(cart.vatPercentage, locale) })}
          </dt>
          <dd data-testid="checkout-tax">{money(payTax)}</dd>
        </div>
      </dl>
      <button
        type="submit"
        className={`${formStyles.submit} ${styles.submit}`}
        disabled={isSubmitting}
      >
        {t('cart:checkout.submit')}
      </button>
    </form>
  )
}
