/** Spec §9: the slider moves in 300 ms, advances every 3000 ms and zooms up to 3×. */
export const slideSpeedMs = 300
export const autoplayDelayMs = 3000
export const maxZoom = 3
export const minZoom = 1
/** What a double click or double tap zooms to from 1×. */
export const doubleTapZoom = 2
/** How much one +/− button press changes the zoom. */
export const zoomStep = 0.5

export interface Point {
  x: number
  y: number
}

/** Keeps a zoom factor within 1..3; anything unreadable means no zoom. */
export function clampZoom(zoom: number): number {
  if (Number.isNaN(zoom)) return minZoom
  return Math.min(maxZoom, Math.max(minZoom, zoom))
}

/** The slide `step` places away from `current`, wrapping around both ends. */
export function nextIndex(current: number, step: number, count: number): number {
  if (count <= 0) return 0
  return (((current + step) % count) + count) % count
}

export function pointerDistance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y)
}

/** The zoom while pinching: the zoom at the start, scaled by how far the fingers spread. */
export function pinchZoom(
  startZoom: number,
  startDistance: number,
  currentDistance: number,
): number {
  if (startDistance <= 0 || !Number.isFinite(currentDistance)) return clampZoom(startZoom)
  return clampZoom((startZoom * currentDistance) / startDistance)
}

/** The zoom after a ctrl+wheel step (also what trackpad pinches send): up zooms in. */
export function wheelZoom(zoom: number, deltaY: number): number {
  return clampZoom(zoom * Math.exp(-deltaY / 200))
}

/** Toggles between 1× and 2× on a double click or double tap. */
export function toggleZoom(zoom: number): number {
  return zoom > minZoom ? minZoom : doubleTapZoom
}

/** Keeps a zoomed image's offset so its edges never move inside the frame. */
export function clampPan(
  pan: Point,
  zoom: number,
  frame: { width: number; height: number },
): Point {
  const maxX = (frame.width * (clampZoom(zoom) - 1)) / 2
  const maxY = (frame.height * (clampZoom(zoom) - 1)) / 2
  const clamp = (value: number, max: number) => Math.min(max, Math.max(-max, value)) || 0
  return { x: clamp(pan.x, maxX), y: clamp(pan.y, maxY) }
}
