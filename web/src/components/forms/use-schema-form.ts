import { useMemo } from 'react'
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import type { Locale } from '@schaufenster/validation'
import { useFormLocale } from './form-helpers'
import { zodResolver } from './zod-resolver'

/** A form's schema in one language: its messages name the fields in that language. */
type LocalizedSchema<S> = (locale: Locale) => S

/**
 * The setup every storefront form shares: the schema of packages/validation built in the
 * page's language (so its messages are too), checked by the CSP-safe zod resolver
 * (zod-resolver.ts) when the form is submitted. The form passes what is its own: the
 * default values and any other react-hook-form option.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schemaIn: LocalizedSchema<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
  /** The language of the schema's messages when it is not the page's (a review's own). */
  languageOf?: Locale,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const pageLocale = useFormLocale()
  const locale = languageOf ?? pageLocale
  const schema = useMemo(() => schemaIn(locale), [schemaIn, locale])
  return useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: zodResolver(schema),
  })
}
