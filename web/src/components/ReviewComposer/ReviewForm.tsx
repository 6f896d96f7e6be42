import { useSchemaForm } from '../forms/use-schema-form'
import { useTranslation } from 'next-i18next/pages'
import { useCallback, useEffect, useId, useState } from 'react'
import { Controller } from 'react-hook-form'
import { LOCALES, reviewSchema, REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from '@schaufenster/validation'
import type { ProductReviewAccessQuery } from '../../__generated__/graphql'
import { submitReview } from '../../account/review-api'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import { useProvidedApolloClient } from '../../apollo/provided-client'
import { useRefreshPageData } from '../../routing/refresh-page-data'
import { Field, FormMessage } from '../forms/Field'
import { applyFailure, displayLabel, FORM_ERROR } from '../forms/form-helpers'
import formStyles from '../forms/Forms.module.css'
import { StarRatingInput } from '../StarRating/StarRating'
import { fetchReviewAccess } from './fetch-review-access'
import styles from './ReviewComposer.module.css'
import { ReviewStatusNote } from './ReviewStatus'

type ExistingReview = NonNullable<NonNullable<ProductReviewAccessQuery['me']>['reviewOfProduct']>
const FIELDS = ['productId', 'reviewLocale', 'stars', 'title', 'body'] as const

interface ReviewedProduct {
  id: string
  name: string
}

/**
 * A signed-in customer's part of ReviewComposer, in a chunk of its own: whether they bought
 * the program (asked in the browser: the page is the same static page for everyone), then
 * the form to write or edit their review.
 */
export function ReviewAccess({
  product,
  locale,
}: {
  product: ReviewedProduct
  locale: SiteLocale
}) {
  const { t } = useTranslation('components')
  const client = useProvidedApolloClient()
  const [me, setMe] = useState<ProductReviewAccessQuery['me']>(null)
  const refetch = useCallback(async () => {
    try {
      setMe(await fetchReviewAccess({ productId: product.id }, client))
    } catch {
      // Nothing to offer while the gateway cannot say: as before, the composer stays away.
    }
  }, [product.id, client])
  useEffect(() => {
    void refetch()
  }, [refetch])
  if (!me) return null
  if (!me.hasPurchased) return <p className={styles.prompt}>{t('reviewForm.notPurchased')}</p>
  return (
    <ReviewForm
      product={product}
      locale={locale}
      existing={me.reviewOfProduct ?? null}
      onSaved={() => void refetch()}
    />
  )
}

function ReviewForm({
  product,
  locale,
  existing,
  onSaved,
}: {
  product: ReviewedProduct
  locale: SiteLocale
  existing: ExistingReview | null
  onSaved: () => void
}) {
  const { t } = useTranslation(['components', 'validation', 'reviews'])
  const id = useId()
  const refreshPage = useRefreshPageData()
  const [saved, setSaved] = useState<string | undefined>()
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(
    reviewSchema,
    {
      defaultValues: {
        productId: product.id,
        reviewLocale: existing?.locale ?? locale,
        stars: existing?.stars,
        title: existing?.title ?? '',
        body: existing?.body ?? '',
      },
    },
    locale,
  )
  const fieldId = (name: string) => `${id}-${name}`
  const headingId = fieldId('heading')
  const starsErrorId = fieldId('stars-error')

  const onSubmit = handleSubmit(async (values) => {
    setSaved(undefined)
    try {
      const { result } = await submitReview(
        { ...values, productId: String(values.productId) },
        locale,
      )
      if (applyFailure(result, setError, FIELDS)) return
      if (result.__typename === 'NotPurchased') {
        setError(FORM_ERROR, { type: 'server', message: result.message })
        return
      }
      if (result.__typename === 'NotLoggedIn') {
        setError(FORM_ERROR, { type: 'server', message: t('reviewForm.sessionEnded') })
        return
      }
      if (result.__typename !== 'ReviewSaved') throw new Error('no answer')
      // Every written or edited review waits for staff (issue 24): the answer says so.
      setSaved(
        result.review.locale !== locale
          ? t('reviews:composer.savedOtherLanguage')
          : result.created
            ? t('reviews:composer.saved')
            : t('reviews:composer.updated'),
      )
      // The page's product as the gateway now has it: an edited review left it until checked.
      await refreshPage()
      onSaved()
    } catch {
      setError(FORM_ERROR, { message: t('validation:form.unavailable') })
    }
  })

  return (
    <div className={styles.composer} data-testid="review-composer">
      <h3 id={headingId}>{existing ? t('reviewForm.editTitle') : t('reviewForm.writeTitle')}</h3>
      <p>
        {existing
          ? t('reviewForm.editIntro', { name: product.name })
          : t('reviewForm.intro', { name: product.name })}
      </p>
      {existing ? (
        <ReviewStatusNote status={existing.status} rejectionReason={existing.rejectionReason} />
      ) : (
        <p>{t('reviews:composer.moderation')}</p>
      )}
      <form noValidate onSubmit={onSubmit} className={formStyles.form} aria-labelledby={headingId}>
        <input type="hidden" {...register('productId')} />
        <div className={formStyles.field}>
          <Controller
            control={control}
            name="stars"
            render={({ field }) => (
              <StarRatingInput
                mode="input"
                name={fieldId('stars')}
                label={t('reviewForm.stars')}
                value={typeof field.value === 'number' ? field.value : null}
                onChange={(value) => field.onChange(value)}
                required
                invalid={Boolean(errors.stars)}
                describedBy={starsErrorId}
                size={36}
                locale={locale}
              />
            )}
          />
          <p id={starsErrorId} className={formStyles.error} aria-live="polite">
            {errors.stars?.message ?? ''}
          </p>
        </div>
        <Field
          id={fieldId('title')}
          label={displayLabel(locale, 'reviewTitle')}
          required
          error={errors.title?.message}
        >
          {(props) => <input maxLength={REVIEW_TITLE_MAX} {...props} {...register('title')} />}
        </Field>
        <Field
          id={fieldId('body')}
          label={displayLabel(locale, 'reviewBody')}
          required
          error={errors.body?.message}
        >
          {(props) => <textarea maxLength={REVIEW_BODY_MAX} {...props} {...register('body')} />}
        </Field>
        <Field
          id={fieldId('reviewLocale')}
          label={displayLabel(locale, 'reviewLocale')}
          required
          hint={t('reviewForm.languageHint')}
          error={errors.reviewLocale?.message}
        >
          {(props) => (
            <select {...props} {...register('reviewLocale')}>
              {LOCALES.map((value) => (
                <option key={value} value={value}>
                  {t(`reviewForm.language.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormMessage error={errors.root?.server?.message} success={saved} />
        <button type="submit" className={formStyles.submit} disabled={isSubmitting}>
          {existing ? t('reviews:composer.update') : t('reviews:composer.submit')}
        </button>
      </form>
    </div>
  )
}
