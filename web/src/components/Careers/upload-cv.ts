import type { Locale } from '@schaufenster/validation'

export type CvUpload =
  | { ok: true; attachmentId: string }
  | { ok: false; message: string | undefined; rateLimited: boolean }

interface HubAnswer {
  attachmentId?: string
  error?: { message?: string; fields?: Record<string, string> }
}

/**
 * Sends the CV to `/uploads` (same origin; the gateway streams it on to the hub, which checks
 * type, content and size, as for a ticket's attachment). XMLHttpRequest rather than fetch:
 * only it reports the upload's progress, which a CV of several megabytes on a phone needs.
 * A refusal carries the hub's localized message; a network failure none.
 */
export function uploadCv(
  file: File,
  locale: Locale,
  onProgress: (fraction: number) => void,
): Promise<CvUpload> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    const failed = () => resolve({ ok: false, message: undefined, rateLimited: false })
    request.open('POST', `/uploads?locale=${locale}`)
    request.setRequestHeader('accept-language', locale)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    request.onerror = failed
    request.onabort = failed
    request.ontimeout = failed
    request.onload = () => {
      let answer: HubAnswer = {}
      try {
        answer = JSON.parse(request.responseText) as HubAnswer
      } catch {
        // Not the hub's JSON (a proxy's error page): no message to show.
      }
      if (request.status === 201 && answer.attachmentId) {
        resolve({ ok: true, attachmentId: answer.attachmentId })
        return
      }
      const refused = request.status === 400 || request.status === 429
      resolve({
        ok: false,
        message:
          answer.error?.fields?.['attachment'] ?? (refused ? answer.error?.message : undefined),
        rateLimited: request.status === 429,
      })
    }
    const body = new FormData()
    body.append('attachment', file)
    request.send(body)
  })
}
