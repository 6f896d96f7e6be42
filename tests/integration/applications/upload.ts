import type { FormsHub } from '../forms/boot'

/** A small but real PDF: the upload checks the `%PDF-` signature. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')

/** A multipart body with one file in the field `attachment`, as the storefront sends it. */
export function multipart(fileName: string, content: Buffer, type: string) {
  const boundary = '----applicationboundary'
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  }
}

/** Uploads a file to the hub as `POST /v1/attachments`; answers its id (or fails the test). */
export async function uploadTo(
  hub: FormsHub,
  fileName: string,
  content: Buffer,
  options: { ip: string; type?: string; locale?: string },
): Promise<{ statusCode: number; attachmentId?: string; body: unknown }> {
  const form = multipart(fileName, content, options.type ?? 'application/pdf')
  const answer = await hub.app.inject({
    method: 'POST',
    url: '/v1/attachments',
    headers: {
      'content-type': form.contentType,
      'x-client-ip': options.ip,
      'accept-language': options.locale ?? 'de',
    },
    payload: form.body,
  })
  const body = answer.json() as { attachmentId?: string }
  return { statusCode: answer.statusCode, attachmentId: body.attachmentId, body }
}
