import { count } from '@schaufenster/config'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Ticket uploads (issue 18): the per-address quota and the sweep of unattached uploads. */
export const uploadConfigShape = {
  // A few tickets' worth of attachments (10 MB each at most).
  UPLOAD_QUOTA_MAX_FILES: count(
    10,
    1,
    100_000,
    'Ticket uploads per client address and window (UPLOAD_QUOTA_WINDOW_MS).',
  ),
  UPLOAD_QUOTA_MAX_BYTES: count(
    50 * 1024 * 1024,
    1024,
    10 * 1024 * 1024 * 1024,
    'Bytes of ticket uploads per client address and window.',
  ),
  UPLOAD_QUOTA_WINDOW_MS: count(
    HOUR,
    MINUTE,
    7 * 24 * HOUR,
    'The window of the upload quota, in milliseconds.',
  ),
  ORPHAN_UPLOAD_MAX_AGE_MS: count(
    HOUR,
    MINUTE,
    7 * 24 * HOUR,
    'An upload no ticket took within this age is deleted, file and row (milliseconds).',
  ),
  ORPHAN_UPLOAD_SWEEP_MS: count(
    5 * MINUTE,
    1000,
    24 * HOUR,
    'How often the sweep of untaken uploads runs, in milliseconds.',
  ),
}
