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

/**
 * The error page's props: its status and, when `loadTexts` succeeds, the site's texts (the
 * header and footer need them). An error page never fails for want of texts: without them
 * it answers its status alone, and the keys show.
 */
export async function errorPageProps<T extends object>(
  statusCode: number,
  loadTexts?: () => Promise<T>,
): Promise<(T & { statusCode: number }) | { statusCode: number }> {
  if (!loadTexts) return { statusCode }
  try {
    return { ...(await loadTexts()), statusCode }
  } catch {
    return { statusCode }
  }
}
