import { fieldLabel } from './labels'
import { formatMessage, type Locale } from './messages'
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_KB } from './options'
import { hasExtension, isWithinSize, type FileLike } from './rules'

// Apart from the schemas (./forms), so the ticket form can check a chosen file as soon as it is
// picked without zod in the contact page's first load (issue 22).

/** The browser's first check of a chosen attachment; the hub checks again, and by content. */
export function attachmentProblem(locale: Locale, file: FileLike): string | undefined {
  const label = fieldLabel(locale, 'attachment')
  if (!hasExtension(file, ATTACHMENT_EXTENSIONS)) return formatMessage(locale, 'ext', label)
  if (!isWithinSize(file, ATTACHMENT_MAX_KB))
    return formatMessage(locale, 'size', label, { size: ATTACHMENT_MAX_KB })
  return undefined
}
