import { useRouter } from 'next/router'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { fieldLabel, type Locale } from '@schaufenster/validation'
import { toSiteLocale } from '../../i18n/next-i18next-config'

/** The page's language, as the forms and their schemas name it. */
export function useFormLocale(): Locale {
  return toSiteLocale(useRouter().locale)
}

/** A field's label as shown above it: the same words the messages use, capitalised. */
export function displayLabel(locale: Locale, field: string): string {
  const label = fieldLabel(locale, field)
  return label.charAt(0).toUpperCase() + label.slice(1)
}

/** Where messages that belong to no single field go. */
export const FORM_ERROR = 'root.server' as const

interface Failure {
  __typename: string
  fieldErrors?: { field: string; message: string }[]
  message?: string
}

/**
 * Shows a refused submission in the form: each server message next to its field, the
 * rest (rate limit, unknown fields) above the submit button. What was typed stays.
 * Returns false when the result was no failure.
 */
export function applyFailure<T extends FieldValues>(
  result: Failure | null | undefined,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!result) return false
  if (result.__typename === 'ValidationErrors') {
    for (const { field, message } of result.fieldErrors ?? []) {
      const target = fields.includes(field) ? field : FORM_ERROR
      setError(target as Path<T>, { type: 'server', message }, { shouldFocus: true })
    }
    return true
  }
  if (result.__typename === 'RateLimited') {
    setError(FORM_ERROR as Path<T>, { type: 'rate-limit', message: result.message ?? '' })
    return true
  }
  return false
}

/**
 * Options of every form mutation: results are unions without ids, nothing to normalise,
 * and keeping them out of the cache spares the cache guessing union members (it has no
 * `possibleTypes`).
 */
export const noCache = { fetchPolicy: 'no-cache' } as const
