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
