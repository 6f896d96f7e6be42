import { useTranslation } from 'next-i18next/pages'
import { useId, useRef, useState, type ComponentType, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { emailFieldLabel } from '../forms/email-label'
import { Field, FormMessage, Honeypot } from '../forms/Field'
import { useRouter } from 'next/router'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import formStyles from '../forms/Forms.module.css'
import type { NewsletterForm as NewsletterFormComponent } from './NewsletterForm'
import styles from './NewsletterBox.module.css'

type FormProps = Parameters<typeof NewsletterFormComponent>[0]

/**
 * The newsletter subscription box (double opt-in). `source` is the page it is placed
 * on, stored with the consent.
 *
 * What the server renders and the page hydrates is this plain form; its validation
 * (react-hook-form, zod: ~40 kB) is NewsletterForm.tsx, loaded when the visitor points at,
 * touches, focuses or submits the box (issue 22). Until it has arrived this form stays, so
 * nothing moves; what was typed, the focus and a submit carry over.
 */
export function NewsletterBox({ source }: { source: string }) {
  const { t } = useTranslation(['forms', 'validation'])
  // Not the forms' helpers: their label table is no part of a catalog page's first load.
  const locale = toSiteLocale(useRouter().locale)
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const loading = useRef(false)
  const wantsSubmit = useRef(false)
  const [Form, setForm] = useState<{ component: ComponentType<FormProps> } | null>(null)
  const [handover, setHandover] = useState<Omit<FormProps, 'source'>>({})

  const load = () => {
    if (loading.current) return
    loading.current = true
    import('./NewsletterForm').then(
      (module) => {
        // Read and swapped in one task: no keystroke can fall between the two forms.
        flushSync(() => {
          setHandover({
            email: input.current?.value ?? '',
            focus: document.activeElement === input.current,
            submit: wantsSubmit.current,
          })
          setForm({ component: module.NewsletterForm })
        })
      },
      () => {
        // A failed chunk load: the next move tries again (and the chunk-reload guard runs).
        loading.current = false
      },
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    wantsSubmit.current = true
    load()
  }

  if (Form) return <Form.component source={source} {...handover} />
  return (
    <section
      className={styles.box}
      aria-labelledby={`${id}-title`}
      onPointerEnter={load}
      onTouchStart={load}
      onFocus={load}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {t('forms:newsletter.title')}
      </h2>
      <p className={styles.intro}>{t('forms:newsletter.intro')}</p>
      <form noValidate onSubmit={submit} className={styles.form}>
        <Field
          id={`${id}-email`}
          label={emailFieldLabel(locale)}
          required
          hint={t('forms:newsletter.consent')}
        >
          {(control) => (
            <input ref={input} type="email" autoComplete="email" name="email" {...control} />
          )}
        </Field>
        <Honeypot register={{ name: 'website' }} />
        <FormMessage />
        <button type="submit" className={formStyles.submit}>
          {t('forms:newsletter.submit')}
        </button>
      </form>
    </section>
  )
}
