import { count } from '../config-fields'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Ticket uploads (issue 18): the per-address quota and the sweep of unattached uploads. */
export const uploadConfigShape = {
  // Per client address and window: a few tickets' worth of attachments (10 MB each at most).
  UPLOAD_QUOTA_MAX_FILES: count(10, 1, 100_000),
  UPLOAD_QUOTA_MAX_BYTES: count(50 * 1024 * 1024, 1024, 10 * 1024 * 1024 * 1024),
  UPLOAD_QUOTA_WINDOW_MS: count(HOUR, MINUTE, 7 * 24 * HOUR),
  // An upload no ticket took within this time is deleted, file and row.
  ORPHAN_UPLOAD_MAX_AGE_MS: count(HOUR, MINUTE, 7 * 24 * HOUR),
  ORPHAN_UPLOAD_SWEEP_MS: count(5 * MINUTE, 1000, 24 * HOUR),
}
