import { useId } from 'react'
import type { SiteLocale } from '../i18n/next-i18next-config'
import { bandLayout, labelStride, linearScale, niceTicks } from './chart-scale'
import styles from './Analysts.module.css'
import { formatPeriodKey } from './format'
import type { Grouping } from './periods'
import { stackedMax, type CurrencySeries } from './series'

interface ConversionChartProps {
  series: CurrencySeries
  measure: 'orders' | 'amount'
  grouping: Grouping
  locale: SiteLocale
  title: string
  description: string
  formatTick: (value: number) => string
}

// Drawn in a fixed coordinate system; the SVG scales to the width of its box (CSS).
const WIDTH = 560
const HEIGHT = 260
const MARGIN = { top: 12, right: 8, bottom: 36, left: 76 }

/**
 * One measure of one currency as stacked bars per period: affiliate orders at the bottom,
 * direct ones on top. An inline SVG drawn on the server (no chart library, nothing from
 * another host); for assistive technology it is one image with a title and description,
 * and the same figures are in the table beside it (FiguresTable).
 */
export function ConversionChart({
  series,
  measure,
  grouping,
  locale,
  title,
  description,
  formatTick,
}: ConversionChartProps) {
  const id = useId()
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom
  const ticks = niceTicks(stackedMax(series.rows, measure), 4, measure === 'orders')
  const top = ticks[ticks.length - 1] ?? 1
  const scale = linearScale(top, plotHeight)
  const bands = bandLayout(series.rows.length, plotWidth)
  const stride = labelStride(series.rows.length, 6)
  const baseline = MARGIN.top + plotHeight
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      data-measure={measure}
      data-currency={series.currency}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <g aria-hidden="true">
        {ticks.map((tick) => {
          const y = baseline - scale(tick)
          return (
            <g key={tick}>
              <line
                className={styles.grid}
                x1={MARGIN.left}
                x2={WIDTH - MARGIN.right}
                y1={y}
                y2={y}
              />
              <text className={styles.tick} x={MARGIN.left - 6} y={y} dy="0.32em" textAnchor="end">
                {formatTick(tick)}
              </text>
            </g>
          )
        })}
        {series.rows.map((row, index) => {
          const x = MARGIN.left + bands.x(index)
          const affiliate = scale(row.affiliate[measure])
          const direct = scale(row.affiliate[measure] + row.direct[measure]) - affiliate
          return (
            <g key={row.key}>
              {affiliate > 0 ? (
                <rect
                  className={styles.affiliate}
                  x={x}
                  y={baseline - affiliate}
                  width={bands.bandWidth}
                  height={affiliate}
                />
              ) : null}
              {direct > 0 ? (
                <rect
                  className={styles.direct}
                  x={x}
                  y={baseline - affiliate - direct}
                  width={bands.bandWidth}
                  height={direct}
                />
              ) : null}
              {index % stride === 0 ? (
                <text
                  className={styles.tick}
                  x={x + bands.bandWidth / 2}
                  y={baseline + 18}
                  textAnchor="middle"
                >
                  {formatPeriodKey(row.key, grouping, locale, false)}
                </text>
              ) : null}
            </g>
          )
        })}
        <line
          className={styles.axis}
          x1={MARGIN.left}
          x2={WIDTH - MARGIN.right}
          y1={baseline}
          y2={baseline}
        />
      </g>
    </svg>
  )
}
