import { count } from '@schaufenster/config'
import { z } from 'zod'
import { DEVELOPMENT_SECRETS } from '../secrets'

/**
 * The hub's settings for signed download links; merged into the hub's config schema.
 * DOWNLOAD_LINK_SECRET itself is one of the generated secrets (hub/src/secrets.ts).
 */
export const downloadsConfigShape = {
  // Links on pages (order confirmation, account) are issued afresh on every view, so they
  // only need to outlive the click: an hour.
  DOWNLOAD_LINK_TTL_MINUTES: count(
    60,
    1,
    7 * 24 * 60,
    'Lifetime of the download links on the confirmation and account pages (issued afresh on every view), in minutes.',
  ),
  // A mail is read later than a page: three days. Afterwards the account area (or a fresh
  // set of links by mail) issues new ones, and a mail leaked or forwarded long after stops
  // working.
  DOWNLOAD_MAIL_LINK_TTL_HOURS: count(
    72,
    1,
    30 * 24,
    'Lifetime of the download links in the order mail, in hours; later the account issues fresh ones.',
  ),
}

const downloadsConfigSchema = z.object(downloadsConfigShape)

export type DownloadsConfig = z.infer<typeof downloadsConfigSchema> & {
  DOWNLOAD_LINK_SECRET: string
}

/** The download settings alone, for tests and tools that build a hub without the full config. */
export function downloadsConfig(
  overrides: Partial<Record<keyof DownloadsConfig, unknown>> = {},
): DownloadsConfig {
  const { DOWNLOAD_LINK_SECRET, ...rest } = overrides
  return {
    ...downloadsConfigSchema.parse(rest),
    DOWNLOAD_LINK_SECRET:
      typeof DOWNLOAD_LINK_SECRET === 'string'
        ? DOWNLOAD_LINK_SECRET
        : DEVELOPMENT_SECRETS.DOWNLOAD_LINK_SECRET,
  }
}
