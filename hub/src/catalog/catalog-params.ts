import { z } from 'zod'
import { locale, parseOrThrow, platformParam, single, slugParam } from './params'

export const MAX_SEARCH_LENGTH = 100
export const MAX_SEARCH_RESULTS = 50

const searchMessage = `q must be between 1 and ${MAX_SEARCH_LENGTH} characters`

const searchQuery = z.object({
  q: single('q')
    .transform((value) => value.trim())
    .pipe(z.string().min(1, searchMessage).max(MAX_SEARCH_LENGTH, searchMessage))
    .refine((value) => !value.includes('\u0000'), 'q must not contain NUL characters'),
  locale,
  first: single('first')
    .regex(/^\d{1,3}$/, `first must be an integer between 1 and ${MAX_SEARCH_RESULTS}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `first must be an integer between 1 and ${MAX_SEARCH_RESULTS}`)
        .max(MAX_SEARCH_RESULTS, `first must be an integer between 1 and ${MAX_SEARCH_RESULTS}`),
    )
    .default(10),
})

// Paths are the storefront's, without locale prefix: lowercase segments of letters,
// digits and dashes.
const pagePath = single('path')
  .max(200, 'path must be at most 200 characters')
  .regex(
    /^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/,
    'path must be an absolute path of lowercase segments, e.g. /ueber-uns',
  )

const pageQuery = z.object({ path: pagePath, locale })

const segment = (name: string) =>
  single(name).min(1, `${name} must not be empty`).max(200, `${name} is too long`)

const catalogPathQuery = z
  .object({
    locale,
    type: single('type').min(1, 'type must not be empty').max(200, 'type is too long'),
    // Malformed segments are merely unknown ones here (404), as the router expects.
    category: segment('category').optional(),
    product: segment('product').optional(),
  })
  .refine((query) => query.product === undefined || query.category !== undefined, {
    message: 'product needs a category',
    path: ['product'],
  })

const categoriesQuery = z.object({
  locale,
  kind: z.enum(['platform', 'product'], { error: 'kind must be platform or product' }).optional(),
  platform: platformParam.optional(),
})

const categoryQuery = z.object({ locale, platform: platformParam.optional() })

const localeQuery = z.object({ locale })

export const parseSearchQuery = (query: unknown) => parseOrThrow(searchQuery, query)
export const parsePageQuery = (query: unknown) => parseOrThrow(pageQuery, query)
export const parseCatalogPathQuery = (query: unknown) => parseOrThrow(catalogPathQuery, query)
export const parseCategoriesQuery = (query: unknown) => parseOrThrow(categoriesQuery, query)
export const parseCategoryQuery = (query: unknown) => parseOrThrow(categoryQuery, query)
export const parseLocaleQuery = (query: unknown) => parseOrThrow(localeQuery, query)
export const parseSlug = (slug: unknown, name = 'slug') =>
  parseOrThrow(z.object({ [name]: slugParam(name) }), { [name]: slug })[name] as string
