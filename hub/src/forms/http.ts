import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { fieldErrorsOf, formatMessage, toLocale, type Locale } from '@schaufenster/validation'
import { clientAddress } from '../http/client-ip'
import { HttpError } from '../http/errors'

/**
 * The language of the answer: a `locale` in the query, else the gateway's
 * `Accept-Language`, else German (the storefront's default).
 */
export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined
  if (typeof query?.['locale'] === 'string') return toLocale(query['locale'])
  const header = request.headers['accept-language']
  return toLocale(typeof header === 'string' ? header.split(',')[0]?.trim() : undefined)
}

const invalidInput: Record<Locale, string> = {
  de: 'Bitte prüfen Sie Ihre Eingaben',
  en: 'Please check your input',
}

/** A 400 with one localized message per field, in the hub's error shape. */
export function fieldError(locale: Locale, fields: Record<string, string>): HttpError {
  return new HttpError(400, 'BAD_REQUEST', invalidInput[locale], fields)
}

export function parseBody<S extends z.ZodType>(
  request: FastifyRequest,
  schemaFor: (locale: Locale) => S,
): { locale: Locale; data: z.output<S> } {
  const locale = requestLocale(request)
  const result = schemaFor(locale).safeParse(request.body ?? {})
  if (!result.success) throw fieldError(locale, fieldErrorsOf(result.error))
  return { locale, data: result.data }
}

export function rateLimitedError(locale: Locale): HttpError {
  return new HttpError(429, 'RATE_LIMITED', formatMessage(locale, 'rate_limited', ''))
}

/**
 * The visitor's address: what a trusted gateway names in X-Client-IP, else the socket's
 * (hub/src/http/client-ip.ts, TRUSTED_PROXIES).
 */
export function clientIp(request: FastifyRequest): string {
  return clientAddress(request)
}
