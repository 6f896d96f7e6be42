/**
 * The partner programmes a company can apply for (issue 24, point 5), in the hub's spelling:
 * the partner page lists them, the application names one, and the hub refuses any other.
 */
export const PARTNER_PROGRAMMES = ['reseller', 'affiliate', 'technology', 'education'] as const

export type PartnerProgrammeKey = (typeof PARTNER_PROGRAMMES)[number]

/** Why a visitor may report a review, in the hub's spelling (`review_reports.reason`). */
export const REVIEW_REPORT_REASONS = ['spam', 'offensive', 'off-topic', 'false'] as const

export type ReviewReportReasonKey = (typeof REVIEW_REPORT_REASONS)[number]
