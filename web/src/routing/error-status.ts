/**
 * Spec §8: the status of an error page comes from the error's `statusCode`,
 * `status` or `response.status`, in that order; 500 when none is a valid status.
 */
export function errorStatus(error: unknown, fallback?: number): number {
  const candidates: unknown[] = []
  if (error && typeof error === 'object') {
    const { statusCode, status, response } = error as {
      statusCode?: unknown
      status?: unknown
      response?: { status?: unknown }
    }
    candidates.push(statusCode, status, response?.status)
  }
  candidates.push(fallback)
  for (const candidate of candidates) {
    if (
      typeof candidate === 'number' &&
      Number.isInteger(candidate) &&
      candidate >= 400 &&
      candidate <= 599
    ) {
      return candidate
    }
  }
  return 500
}
