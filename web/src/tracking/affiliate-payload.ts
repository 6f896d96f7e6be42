/** Removes Apollo's `__typename` and absent values: the tracker gets exactly the spec's fields. */
export function plainPayload<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (key, field: unknown) =>
      key === '__typename' || field === null ? undefined : field,
    ),
  ) as T
}

declare global {
  interface Window {
    /** The affiliate tracker's data object (its site tag reads `sitePage` and `order`). */
    cj?: { sitePage?: unknown; order?: unknown }
  }
}

export function publishSitePage(payload: unknown): void {
  window.cj = { ...window.cj, sitePage: plainPayload(payload) }
}

export function publishOrder(payload: unknown): void {
  window.cj = { ...window.cj, order: plainPayload(payload) }
}
