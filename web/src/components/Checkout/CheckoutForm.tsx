import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useId, useMemo, useRef } from 'react'
import { CHECKOUT_COUNTRIES, checkoutSchema } from '@schaufenster/validation'
import {
  usePlaceOrderMutation,
  useSetCartCountryMutation,
  type CartView_CartFragment,
  type PlaceOrderInput,
} from '../../__generated__/graphql'
import { loginUrl } from '../../account/return-path'
import { useCart } from '../../cart/CartProvider'
import { readCjEvent } from '../../cart/cj-event'
import { IdempotencyKeys } from '../../cart/idempotency-key'
import { storeOrderAccess } from '../../cart/order-access'
import { formatMoney } from '../../lib/money'
import { withLocalePrefix } from '../../routing/routes'
import { useLocalePath } from '../../routing/use-locale-path'
import { formatVatRate, sortedCountries } from '../Cart/cart-format'
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
  'acceptTerms',
  'waiveWithdrawal',
  'cardNumber',
] as const

/** Card numbers of the embedded test payment provider. */
export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
} as const

/** The logged-in customer, whose account the order goes to. */
export interface CheckoutCustomer {
  email: string
  name: string
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
}: {
  cart: CartView_CartFragment
  customer?: CheckoutCustomer | null
}) {
  const { t } = useTranslation(['cart', 'forms', 'validation'])
  const locale = useFormLocale()
  const router = useRouter()
  const localePath = useLocalePath()
  const id = useId()
  const { token, setToken } = useCart()
  const keys = useRef(new IdempotencyKeys())
  const [placeOrder] = usePlaceOrderMutation(noCache)
  const [setCountry] = useSetCartCountryMutation()
  const countryUpdate = useCartUpdate()
  const countries = useMemo(() => sortedCountries(CHECKOUT_COUNTRIES, locale), [locale])
  const defaultCountry = (CHECKOUT_COUNTRIES as readonly string[]).includes(cart.country)
    ? cart.country
    : 'DE'
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(checkoutSchema, {
    defaultValues: {
      email: customer?.email ?? '',
      name: customer?.name ?? '',
      country: defaultCountry,
      company: '',
      vatId: '',
      acceptTerms: false,
      waiveWithdrawal: false,
      cardNumber: '',
    },
  })
  const fieldId = (name: string) => `${id}-${name}`

  const onSubmit = handleSubmit(async (values) => {
    const cjEvent = readCjEvent(document.cookie)
    const input: PlaceOrderInput = {
      email: values.email,
      name: values.name,
      country: values.country,
      company: values.company ?? null,
      vatId: values.vatId ?? null,
      acceptTerms: values.acceptTerms,
      waiveWithdrawal: values.waiveWithdrawal,
      cardNumber: values.cardNumber,
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
          keys.current.reset()
          setToken(null)
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
        <Field id={fieldId('name')} label={label('name')} required error={errors.name?.message}>
          {(control) => <input autoComplete="name" {...control} {...register('name')} />}
        </Field>
        <Field
          id={fieldId('country')}
          label={label('country')}
          required
          hint={t('cart:country.hint')}
          error={errors.country?.message ?? countryUpdate.failure}
        >
          {(control) => (
            <select
              autoComplete="country"
              // Set on the element too, so the preselection does not depend on when the
              // form library writes its default into the DOM.
              defaultValue={defaultCountry}
              {...control}
              {...register('country', {
                // The country decides the VAT, so the summary follows the choice at once.
                onChange: (event: { target: { value: string } }) =>
                  void countryUpdate.run(() =>
                    setCountry({ variables: { country: event.target.value, locale } }),
                  ),
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
        <div className={formStyles.row}>
          <Field id={fieldId('company')} label={label('company')} error={errors.company?.message}>
            {(control) => (
              <input autoComplete="organization" {...control} {...register('company')} />
            )}
          </Field>
          <Field
            id={fieldId('vatId')}
            label={label('vatId')}
            hint={t('cart:checkout.vatIdHint')}
            error={errors.vatId?.message}
          >
            {(control) => <input autoComplete="off" {...control} {...register('vatId')} />}
          </Field>
        </div>
      </fieldset>

      <fieldset className={`${styles.group} ${styles.payment}`} data-testid="test-payment">
        <legend>{t('cart:checkout.paymentTitle')}</legend>
        <p className={styles.testBadge}>{t('cart:checkout.testNotice')}</p>
        <ul className={styles.testCards}>
          <li>
            {t('cart:checkout.testSuccess')} <code>{TEST_CARDS.success}</code>
          </li>
          <li>
            {t('cart:checkout.testDecline')} <code>{TEST_CARDS.decline}</code>
          </li>
        </ul>
        <Field
          id={fieldId('cardNumber')}
          label={label('cardNumber')}
          required
          error={errors.cardNumber?.message}
        >
          {(control) => (
            <input
              inputMode="numeric"
              autoComplete="cc-number"
              {...control}
              {...register('cardNumber')}
            />
          )}
        </Field>
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
          <dt>{t('cart:totals.vat', { rate: formatVatRate(cart.vatPercentage, locale) })}</dt>
          <dd data-testid="checkout-tax">{money(cart.taxAmount)}</dd>
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
