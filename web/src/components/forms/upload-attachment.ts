import type { Locale } from '@schaufenster/validation'

export type UploadOutcome =
  | { ok: true; attachmentId: string }
  | { ok: false; message: string | undefined; rateLimited: boolean }

interface HubAnswer {
  attachmentId?: string
  error?: { message?: string; fields?: Record<string, string> }
}

/**
 * Sends a ticket's attachment to `/uploads` (streamed on to the hub, which checks type,
 * content and size). A refusal carries the hub's localized message for the field.
 */
export async function uploadAttachment(file: File, locale: Locale): Promise<UploadOutcome> {
  const body = new FormData()
  body.append('attachment', file)
  let response: Response
  try {
    response = await fetch(`/uploads?locale=${locale}`, {
      method: 'POST',
      body,
      headers: { 'accept-language': locale },
    })
  } catch {
    return { ok: false, message: undefined, rateLimited: false }
  }
  const answer = (await response.json().catch(() => ({}))) as HubAnswer
  if (response.ok && answer.attachmentId) return { ok: true, attachmentId: answer.attachmentId }
  return {
    ok: false,
    message:
      answer.error?.fields?.['attachment'] ??
      (response.status === 400 || response.status === 429 ? answer.error?.message : undefined),
    rateLimited: response.status === 429,
  }
}
