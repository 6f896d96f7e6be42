import { z } from 'zod'
import { HttpError } from '../http/errors'
import { decodeCursor } from './cursor'

export const MAX_PAGE_SIZE = 100
export const DEFAULT_PAGE_SIZE = 20
export const MAX_BATCH_SIZE = 100

// qs turns repeated keys into arrays and bracket keys into objects; every parameter
// here is a single string, so anything else is rejected with a clear message.
export const single = (name: string) =>
  z.string({ error: `${name} must be given once, as a plain value` })

export const locale = z.enum(['de', 'en'], { error: 'locale must be "de" or "en"' }).default('de')

const firstMessage = `first must be an integer between 1 and ${MAX_PAGE_SIZE}`
export const first = single('first')
  .regex(/^\d{1,6}$/, firstMessage)
  .transform(Number)
  .pipe(z.number().min(1, firstMessage).max(MAX_PAGE_SIZE, firstMessage))
  .default(DEFAULT_PAGE_SIZE)

export const after = single('after').transform((cursor, ctx) => {
  const id = decodeCursor(cursor)
  if (id === null) {
    ctx.addIssue({ code: 'custom', message: 'after is not a valid cursor' })
    return z.NEVER
  }
  return id
})

function commaList(name: string) {
  return single(name)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      ),
    ])
    .refine((list) => list.length > 0, `${name} must list at least one value`)
    .refine(
      (list) => list.length <= MAX_BATCH_SIZE,
      `${name} must list at most ${MAX_BATCH_SIZE} values`,
    )
}

export const slugs = commaList('slugs').refine(
  (list) => list.every((slug) => slug.length <= 200),
  'slugs must each be at most 200 characters',
)

export const ids = commaList('ids')
  .refine(
    (list) => list.every((id) => /^[1-9]\d{0,9}$/.test(id)),
    'ids must be positive integers, separated by commas',
  )
  .transform((list) => list.map(Number))

export const platformParam = z.enum(['windows', 'mac', 'android', 'ios'], {
  error: 'platform must be one of windows, mac, android, ios',
})

export const slugParam = (name: string) =>
  single(name)
    .min(1, `${name} must not be empty`)
    .max(200, `${name} must be at most 200 characters`)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${name} must be a slug (a-z, 0-9 and dashes)`)

const sort = z.enum(['name', 'newest', 'downloads', 'price'], {
  error: 'sort must be one of name, newest, downloads, price',
})

const listQuery = z
  .object({
    locale,
    first,
    after: after.optional(),
    slugs: slugs.optional(),
    ids: ids.optional(),
    platform: platformParam.optional(),
    category: slugParam('category').optional(),
    sort: sort.optional(),
    // Batch lookups (slugs, ids) may ask for whole product pages instead of summaries.
    view: z.enum(['summary', 'detail'], { error: 'view must be summary or detail' }).optional(),
  })
  .refine((query) => query.slugs === undefined || query.ids === undefined, {
    message: 'give either slugs or ids, not both',
    path: ['ids'],
  })

const detailQuery = z.object({ locale })

export type ListProductsQuery = z.infer<typeof listQuery>
export type ProductDetailQuery = z.infer<typeof detailQuery>

export function parseListQuery(query: unknown): ListProductsQuery {
  return parseOrThrow(listQuery, query)
}

export function parseDetailQuery(query: unknown): ProductDetailQuery {
  return parseOrThrow(detailQuery, query)
}

export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'query')
    fields[field] ??= issue.message
  }
  throw new HttpError(400, 'BAD_REQUEST', 'Invalid query parameters', fields)
}

// ------------------------------------------------ search, content pages, categories

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
