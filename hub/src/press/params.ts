import type { FastifyRequest } from 'fastify'
import { toLocale, type Locale } from '@schaufenster/validation'
import { HttpError } from '../http/errors'
import { PRESS_MESSAGES } from './messages'

// The press routes' input: `?locale=de|en` (German when absent, like the catalog), a release's
// slug and a kit's file name. Anything else is a 400 with a message in the caller's language;
// a well-formed name the hub does not know is the service's 404.

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_SLUG_LENGTH = 200
const KIT_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.zip$/

/** The language an error is written in: a valid `locale`, else Accept-Language, else German. */
function messageLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined
  const given = query?.['locale']
  if (given === 'de' || given === 'en') return given
  const header = request.headers['accept-language']
  return toLocale(typeof header === 'string' ? header.split(',')[0]?.trim() : undefined)
}

function badRequest(request: FastifyRequest, field: string, key: 'locale' | 'slug' | 'kitFile') {
  const messages = PRESS_MESSAGES[messageLocale(request)]
  return new HttpError(400, 'BAD_REQUEST', messages.invalidQuery, { [field]: messages[key] })
}

/** `?locale=`: `de` or `en`, once; German when absent. */
export function parseLocale(request: FastifyRequest): Locale {
  const query = (request.query ?? {}) as Record<string, unknown>
  const value = query['locale']
  if (value === undefined) return 'de'
  if (value === 'de' || value === 'en') return value
  throw badRequest(request, 'locale', 'locale')
}

/** A release's slug (either language). */
export function parseSlug(request: FastifyRequest, slug: string): string {
  if (slug.length > MAX_SLUG_LENGTH || !SLUG.test(slug)) throw badRequest(request, 'slug', 'slug')
  return slug
}

/** A kit's file name, `<name>.zip`: its name (`company`, `unternehmen` or a program's slug). */
export function parseKitFile(request: FastifyRequest, file: string): string {
  const match = file.length <= MAX_SLUG_LENGTH + 4 ? KIT_FILE.exec(file) : null
  if (!match) throw badRequest(request, 'file', 'kitFile')
  return match[1]!
}

/** The language of a 404's message. */
export function notFoundMessage(
  request: FastifyRequest,
  key: 'releaseNotFound' | 'kitNotFound',
): string {
  return PRESS_MESSAGES[messageLocale(request)][key]
}
