import type { CompanyDetails } from '@schaufenster/config'
import type { FastifyPluginAsync } from 'fastify'
import type { HubDatabase } from '../db/database'
import { HttpError } from '../http/errors'
import { etagMatches } from '../http/range'
import { sharedKitStore, type KitStore } from './kit-store'
import { notFoundMessage, parseKitFile, parseLocale, parseSlug } from './params'
import { PressService } from './service'

// The press area's REST API (issue 24, point 4): releases newest first, one release by its
// slug in either language, the list of press kits, and each kit as a zip file made on request
// (kit-contents.ts says what is in it, kit-store.ts how it is kept).

export interface PressRoutesOptions {
  database: HubDatabase
  /** The seller as configured (COMPANY_*): the fact sheets name it. */
  company: CompanyDetails
  /** Where finished kits are kept; the process's shared store when omitted. */
  kitStore?: KitStore
}

// Texts change with a deployment of the seed; a few minutes in caches are harmless.
const LIST_CACHE = 'public, max-age=300'
// Like the public downloads (files/routes.ts); the ETag makes a revalidation cheap.
const KIT_CACHE = 'public, max-age=3600'

function attachment(fileName: string): string {
  // Kit names are ASCII by construction (params.ts).
  return `attachment; filename="${fileName}"`
}

export const pressRoutes: FastifyPluginAsync<PressRoutesOptions> = async (app, options) => {
  const service = new PressService(options.database.db, options.company)
  const store = options.kitStore ?? sharedKitStore

  app.get('/v1/press-releases', async (request, reply) => {
    const locale = parseLocale(request)
    reply.header('cache-control', LIST_CACHE)
    return { items: await service.releases(locale) }
  })

  app.get<{ Params: { slug: string } }>('/v1/press-releases/:slug', async (request, reply) => {
    const locale = parseLocale(request)
    const release = await service.release(parseSlug(request, request.params.slug), locale)
    if (!release) throw new HttpError(404, 'NOT_FOUND', notFoundMessage(request, 'releaseNotFound'))
    reply.header('cache-control', LIST_CACHE)
    return release
  })

  app.get('/v1/press-kits', async (request, reply) => {
    const locale = parseLocale(request)
    reply.header('cache-control', LIST_CACHE)
    return { items: await service.kits(locale) }
  })

  app.route<{ Params: { file: string } }>({
    method: ['GET', 'HEAD'],
    url: '/v1/press-kits/:file',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const { file } = request.params
      const kit = await service.kit(parseKitFile(request, file))
      if (!kit) throw new HttpError(404, 'NOT_FOUND', notFoundMessage(request, 'kitNotFound'))
      const etag = `"${kit.fingerprint.slice(0, 32)}"`
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachment(file))
        .header('cache-control', KIT_CACHE)
        .header('etag', etag)
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send()
      const finished = store.finishedArchive(kit.fingerprint)
      if (finished) reply.header('content-length', finished.length)
      if (request.method === 'HEAD') return reply.send()
      if (finished) return reply.send(finished)
      // Not made yet: the archive goes out while it is written (its first entries at once),
      // so neither the gateway's deadline for an answer nor the visitor waits for the pictures.
      return reply.send(
        store.stream(kit.fingerprint, kit.plan, (error) =>
          request.log.error({ err: error, file }, 'press kit not written'),
        ),
      )
    },
  })
}
