import { useTranslation } from 'next-i18next/pages'
import { useId, useRef, useState, type ComponentType, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { Field, FormMessage, Honeypot } from '../forms/Field'
import { useRouter } from 'next/router'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { emailFieldLabel } from '../forms/email-label'
import formStyles from '../forms/Forms.module.css'
import type { PromotionClaimFormProps } from './PromotionClaimForm'
import styles from './PromotionOffer.module.css'

/**
 * The promotion's e-mail form on the product page, as the server renders and the page
 * hydrates it: a plain form. Its validation (react-hook-form, zod) and request are
 * PromotionClaimForm.tsx, loaded when the visitor points at, touches, focuses or submits it
 * (NewsletterBox's pattern, decisions 0019 and 0020), so a product page with a running
 * promotion stays within the catalog's first-load budget. What was typed, the focus and a
 * pending submit carry over.
 */
export function PromotionClaimBox({
  promotionId,
  productName,
}: Pick<PromotionClaimFormProps, 'promotionId' | 'productName'>) {
  const { t } = useTranslation(['components', 'validation'])
  const locale = toSiteLocale(useRouter().locale)
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const loading = useRef(false)
  const wantsSubmit = useRef(false)
  const [Form, setForm] = useState<{ component: ComponentType<PromotionClaimFormProps> } | null>(
    null,
  )
  const [handover, setHandover] = useState<
    Pick<PromotionClaimFormProps, 'email' | 'focus' | 'submit'>
  >({})

  const load = () => {
    if (loading.current) return
    loading.current = true
    import('./PromotionClaimForm').then(
      (module) => {
        // Read and swapped in one task: no keystroke can fall between the two forms.
        flushSync(() => {
          setHandover({
            email: input.current?.value ?? '',
            focus: document.activeElement === input.current,
            submit: wantsSubmit.current,
          })
          setForm({ component: module.PromotionClaimForm })
        })
      },
      () => {
        // A failed chunk load: the next move tries again.
        loading.current = false
      },
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    wantsSubmit.current = true
    load()
  }

  if (Form) {
    return <Form.component promotionId={promotionId} productName={productName} {...handover} />
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      onPointerEnter={load}
      onTouchStart={load}
      onFocus={load}
      className={styles.form}
      data-testid="promotion-claim"
    >
      <Field
        id={`${id}-email`}
        label={emailFieldLabel(locale)}
        required
        hint={t('components:promo.privacy')}
      >
        {(control) => (
          <input ref={input} type="email" autoComplete="email" name="email" {...control} />
        )}
      </Field>
      <Honeypot register={{ name: 'website' }} />
      <FormMessage />
      <button type="submit" className={formStyles.submit} data-product-name={productName}>
        {t('components:promo.submit')}
      </button>
    </form>
  )
}
