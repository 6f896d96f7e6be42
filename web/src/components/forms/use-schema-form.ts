import { useEffect, useMemo } from 'react'
import {
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'
import type { Locale } from '@schaufenster/validation'
import { loadApolloClient } from '../../apollo/load-client'
import { useFormLocale } from './form-helpers'
import type * as FormValidation from './form-validation'
import type { FormSchemaName, formSchemas } from './form-validation'
import type * as ZodResolver from './zod-resolver'

/** A form's schema in one language: its messages name the fields in that language. */
type LocalizedSchema<S> = (locale: Locale) => S
type NamedSchema<N extends FormSchemaName> = ReturnType<(typeof formSchemas)[N]>
type FormOptions<S extends z.ZodType<FieldValues, FieldValues>> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
>
type AnyResolver = Resolver<FieldValues, unknown, FieldValues>

// Neither zod nor the resolver is part of a page's first load (issue 22, decision 0021): the
// resolver react-hook-form gets is asynchronous anyway, so it loads them when it first runs
// (on submit), or earlier on the visitor's first move towards a form (below). A failed load
// is tried again by the next call.
let formValidation: Promise<typeof FormValidation> | null = null
function loadFormValidation() {
  formValidation ??= import(/* webpackChunkName: "form-validation" */ './form-validation')
  formValidation.catch(() => (formValidation = null))
  return formValidation
}
let resolverOnly: Promise<typeof ZodResolver> | null = null
function loadZodResolver() {
  resolverOnly ??= import('./zod-resolver')
  resolverOnly.catch(() => (resolverOnly = null))
  return resolverOnly
}

// Pointing at, touching or focusing any form starts the downloads, so a submit rarely waits.
const FIRST_MOVES = ['focusin', 'pointerover', 'touchstart'] as const

function useLoadOnFirstMove(load: () => Promise<unknown>): void {
  useEffect(() => {
    const start = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('form')) return
      stop()
      load().catch(() => undefined)
      // A form is sent with a mutation: its client (lazy-mutation.ts) comes along.
      loadApolloClient().catch(() => undefined)
    }
    const stop = () => {
      for (const type of FIRST_MOVES) document.removeEventListener(type, start, true)
    }
    for (const type of FIRST_MOVES)
      document.addEventListener(type, start, { capture: true, passive: true })
    return stop
  }, [load])
}

/**
 * The setup every storefront form shares: the schema of packages/validation built in the
 * page's language (so its messages are too), checked by the CSP-safe zod resolver
 * (zod-resolver.ts) when the form is submitted. The form passes what is its own: the
 * default values and any other react-hook-form option.
 *
 * The schema is named (a key of form-validation.ts: the form pages) or built by the form
 * itself (forms whose own chunk loads on demand already); either way it is built, and zod
 * runs, only once the resolver has loaded.
 */
export function useSchemaForm<N extends FormSchemaName>(
  schema: N,
  options?: FormOptions<NamedSchema<N>>,
  languageOf?: Locale,
): UseFormReturn<z.input<NamedSchema<N>>, unknown, z.output<NamedSchema<N>>>
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: LocalizedSchema<S>,
  options?: FormOptions<S>,
  /** The language of the schema's messages when it is not the page's (a review's own). */
  languageOf?: Locale,
): UseFormReturn<z.input<S>, unknown, z.output<S>>
export function useSchemaForm(
  schema: FormSchemaName | LocalizedSchema<z.ZodType<FieldValues, FieldValues>>,
  options: Omit<UseFormProps<FieldValues, unknown, FieldValues>, 'resolver'> = {},
  languageOf?: Locale,
): UseFormReturn<FieldValues, unknown, FieldValues> {
  const pageLocale = useFormLocale()
  const locale = languageOf ?? pageLocale
  const load = typeof schema === 'string' ? loadFormValidation : loadZodResolver
  useLoadOnFirstMove(load)
  const resolver = useMemo<AnyResolver>(() => {
    let built: AnyResolver | null = null
    return async (values, context, resolverOptions) => {
      if (!built) {
        if (typeof schema === 'string') {
          built = (await loadFormValidation()).namedResolver(schema, locale)
        } else {
          const { zodResolver } = await loadZodResolver()
          built = zodResolver(schema(locale)) as AnyResolver
        }
      }
      return built(values, context, resolverOptions)
    }
  }, [schema, locale])
  return useForm<FieldValues, unknown, FieldValues>({ ...options, resolver })
}
