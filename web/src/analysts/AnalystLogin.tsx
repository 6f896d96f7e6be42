import { useTranslation } from 'next-i18next/pages'
import { useId, useState, type FormEvent } from 'react'
import type { SiteLocale } from '../i18n/next-i18next-config'
import type { LoginProblem } from './analysts-server'
import styles from './Analysts.module.css'

/** What api/analysts/login answers a script (Accept: application/json). */
export type AnalystLoginAnswer =
  { ok: true; location: string } | { ok: false; problem: LoginProblem }

/**
 * The key form. Without JavaScript it posts to api/analysts/login, which sets the cookie
 * and sends the browser back here (a refused key: back with `?error=invalid`, the field
 * empty, as the key is never written into a page). With JavaScript the same post goes by
 * fetch, so after a refusal the typed key is still in the field to correct.
 */
export function AnalystLogin({
  locale,
  problem,
}: {
  locale: SiteLocale
  problem: LoginProblem | null
}) {
  const { t } = useTranslation('analysts')
  const id = useId()
  const [shown, setShown] = useState<LoginProblem | null>(problem)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setBusy(true)
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(
          [...new FormData(form).entries()].map(([name, value]) => [name, String(value)]),
        ),
      })
      const answer = (await response.json()) as AnalystLoginAnswer
      if (answer.ok) {
        // A full load: the page's figures are rendered on the server, with the new cookie.
        window.location.assign(answer.location)
        return
      }
      setShown(answer.problem)
    } catch {
      setShown('unavailable')
    }
    setBusy(false)
  }

  return (
    <section className={styles.login} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('login.heading')}</h2>
      <p>{t('login.intro')}</p>
      <form
        method="post"
        action="/api/analysts/login"
        onSubmit={(event) => void onSubmit(event)}
        data-testid="analyst-login"
      >
        <input type="hidden" name="locale" value={locale} />
        <label htmlFor={`${id}-key`}>{t('login.label')}</label>
        <input
          id={`${id}-key`}
          name="key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          required
          aria-describedby={`${id}-hint ${id}-error`}
          aria-invalid={shown === 'invalid' ? true : undefined}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {t('login.hint')}
        </p>
        <p id={`${id}-error`} className={styles.error} role="alert" aria-live="assertive">
          {shown ? t(`login.${shown}`) : null}
        </p>
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('login.submit')}
        </button>
      </form>
    </section>
  )
}
