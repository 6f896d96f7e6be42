import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { countDownload, setupFileOwner } from '../catalog/repository'
import type { HubDatabase } from '../db/database'
import { writeDownloadStore } from '../db/seed'
import { isPublicVersion, type DownloadLinks, type LinkQuery } from '../downloads/links'
import { HttpError } from '../http/errors'
import { contentTypeFor, etagMatches, isSafeFileName, parseRange } from '../http/range'
import { licenceCovers } from '../orders/licences'
import { webImage } from './web-images'

export interface FileRoutesOptions {
  database: HubDatabase
  downloadDir: string
  /** Checks the signed links a paid edition's setup file is served with. */
  downloadLinks: DownloadLinks
}

const IMAGE_CACHE = 'public, max-age=31536000, immutable'
const DOWNLOAD_CACHE = 'public, max-age=3600'
// A paid file is the licence holder's alone: no shared cache keeps it.
const PAID_DOWNLOAD_CACHE = 'private, no-store'

// The storefront shows its own localized page for these (the code says which text).
const LINK_REFUSALS = {
  missing: {
    code: 'DOWNLOAD_LINK_REQUIRED',
    message: 'This edition is downloaded with the link of your licence',
  },
  expired: { code: 'DOWNLOAD_LINK_EXPIRED', message: 'This download link has expired' },
  invalid: { code: 'DOWNLOAD_LINK_INVALID', message: 'This download link is not valid' },
} as const

// An SVG opened directly must not run scripts or load anything; inline styles only.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'"

function notFound(file: string): HttpError {
  return new HttpError(404, 'NOT_FOUND', `No file "${file}"`)
}

function attachment(fileName: string): string {
  // Names are ASCII by construction (isSafeFileName); filename* is there for clients that prefer it.
  return `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

export const fileRoutes: FastifyPluginAsync<FileRoutesOptions> = async (
  app,
  { database, downloadDir, downloadLinks },
) => {
  const store = path.resolve(downloadDir)
  await writeDownloadStore(store)

  app.route<{ Params: { file: string }; Querystring: LinkQuery }>({
    method: ['GET', 'HEAD'],
    url: '/v1/downloads/:file',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const { file } = request.params
      if (!isSafeFileName(file)) throw notFound(file)
      const owner = await setupFileOwner(database.db, file)
      if (!owner) throw notFound(file)
      const paid = owner !== null && !isPublicVersion(owner.version)
      if (owner && paid) {
        // Trial and free editions are public; a paid one needs a link issued to a holder
        // of a licence for this product, and the licence must still exist.
        const check = downloadLinks.verify({ fileName: file, ...owner }, request.query)
        const refusal = !check.ok
          ? LINK_REFUSALS[check.reason]
          : (await licenceCovers(database.db, check.licenceId, owner.productId, owner.version))
            ? null
            : LINK_REFUSALS.invalid
        if (refusal) {
          return reply
            .code(403)
            .header('cache-control', 'no-store')
            .send({ error: { code: refusal.code, message: refusal.message } })
        }
      }
      const fullPath = path.join(store, file)
      // Belt and braces: the name check already rules out separators.
      if (path.dirname(fullPath) !== store) throw notFound(file)
      const info = await stat(fullPath).catch(() => null)
      if (!info?.isFile()) throw notFound(file)
      return sendFile(request, reply, {
        fullPath,
        file,
        size: info.size,
        etag: `"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`,
        cacheControl: paid ? PAID_DOWNLOAD_CACHE : DOWNLOAD_CACHE,
        onCompleted: owner
          ? () =>
              countDownload(database.db, owner.productId).catch((error: unknown) => {
                request.log.warn({ err: error, file }, 'download not counted')
              })
          : undefined,
      })
    },
  })

  app.route<{ Params: { file: string } }>({
    method: ['GET', 'HEAD'],
    url: '/v1/images/:file',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const { file } = request.params
      const image = isSafeFileName(file) ? await webImage(file) : null
      if (!image) throw notFound(file)
      const { body, etag } = image
      reply
        .header('content-type', image.contentType)
        .header('cache-control', IMAGE_CACHE)
        .header('etag', etag)
      // An SVG is a document: it may run nothing and load nothing.
      if (image.contentType.startsWith('image/svg'))
        reply.header('content-security-policy', SVG_CSP)
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send()
      reply.header('content-length', body.length)
      return request.method === 'HEAD' ? reply.send() : reply.send(body)
    },
  })
}

async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  args: {
    fullPath: string
    file: string
    size: number
    etag: string
    cacheControl: string
    /** Called once the whole file has been handed to the client. */
    onCompleted?: () => Promise<void>
  },
): Promise<FastifyReply> {
  const { fullPath, file, size, etag } = args
  reply
    .header('content-type', contentTypeFor(file))
    .header('content-disposition', attachment(file))
    .header('accept-ranges', 'bytes')
    .header('cache-control', args.cacheControl)
    .header('etag', etag)
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send()
  const rangeHeader = request.headers.range
  const range = parseRange(typeof rangeHeader === 'string' ? rangeHeader : undefined, size)
  if (range.kind === 'unsatisfiable') {
    reply.removeHeader('content-disposition')
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .header('content-type', 'application/json; charset=utf-8')
      .send({ error: { code: 'BAD_REQUEST', message: 'Range not satisfiable' } })
  }
  const start = range.kind === 'partial' ? range.start : 0
  const end = range.kind === 'partial' ? range.end : size - 1
  if (range.kind === 'partial') {
    reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`)
  }
  reply.header('content-length', end - start + 1)
  if (request.method === 'HEAD') return reply.send()
  // A download counts once: a request for the whole file (from byte 0 to the end) whose
  // last byte went out. A probe of the first byte, a resumed chunk, a HEAD, a revalidation
  // or a download broken off midway counts nothing.
  const onCompleted = args.onCompleted
  if (start === 0 && end === size - 1 && onCompleted) {
    reply.raw.once('finish', () => void onCompleted())
  }
  return reply.send(createReadStream(fullPath, { start, end }))
}
