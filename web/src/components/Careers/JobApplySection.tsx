import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'
import formStyles from '../forms/Forms.module.css'
import styles from './JobOpeningView.module.css'
import { useLoadOnDemand } from './use-load-on-demand'

// The form, its validation and its mutation are no part of the position page's first load
// (a catalog page, decision 0020): they load when the visitor points at, touches or focuses
// the button that opens the form, and it opens on the click.
const loadForm = () => import('./JobApplicationForm')

export const APPLY_SECTION_ID = 'bewerbung'

/** "Apply now" on a position's page: a short note, then the form on the visitor's click. */
export function JobApplySection({ job }: { job: { slug: string; title: string } }) {
  const { t } = useTranslation('careers')
  const form = useLoadOnDemand(loadForm)
  const [open, setOpen] = useState(false)
  const Form = open ? form.module?.JobApplicationForm : undefined
  return (
    <section
      id={APPLY_SECTION_ID}
      className={styles.apply}
      aria-labelledby={`${APPLY_SECTION_ID}-title`}
    >
      <h2 id={`${APPLY_SECTION_ID}-title`}>{t('job.apply.title')}</h2>
      <p>{t('job.apply.intro')}</p>
      {Form ? (
        <Form job={job} />
      ) : (
        <>
          <button
            type="button"
            className={formStyles.submit}
            aria-expanded={false}
            onClick={() => {
              setOpen(true)
              form.start()
            }}
            onPointerEnter={form.start}
            onTouchStart={form.start}
            onFocus={form.start}
          >
            {t('job.apply.open')}
          </button>
          <p role="status" className={styles.loadState}>
            {open ? (form.failed ? t('form.loadFailed') : t('form.loading')) : ''}
          </p>
        </>
      )}
    </section>
  )
}
