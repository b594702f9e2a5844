import { hundredths } from "../units.ts"
import { Bar, type BarProps } from "./marks.tsx"

/** A plain rectangle as data: x, y, width, height, fill, corner radius and opacity. */
export type RectSpec = readonly [
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  radius?: number,
  opacity?: number,
]

/** Plain rectangles drawn from a table, in order: the flat parts of a scene. */
export function Rects({ items }: { readonly items: readonly RectSpec[] }) {
  return items.map(([x, y, width, height, fill, radius, opacity], i) => (
    <rect
      key={i}
      x={hundredths(x)}
      y={hundredths(y)}
      width={hundredths(width)}
      height={hundredths(height)}
      rx={radius}
      fill={fill}
      opacity={opacity}
    />
  ))
}

/** A filled shape as data: its path, fill and opacity. */
export type PathSpec = readonly [d: string, fill: string, opacity?: number]

/** Filled shapes drawn from a table, in order. */
export function Paths({ items }: { readonly items: readonly PathSpec[] }) {
  return items.map(([d, fill, opacity]) => (
    <path key={d} d={d} fill={fill} opacity={opacity} />
  ))
}

/** A bar as data: x, y, width, height, fill and opacity. */
export type BarSpec = readonly [
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  opacity?: number,
]

/** Bars drawn from a table, in order: the lines of text of one block. */
export function Bars({ items }: { readonly items: readonly BarSpec[] }) {
  return (
    <Rects
      items={items.map(([x, y, width, height, fill, opacity]) => [
        x,
        y,
        width,
        height,
        fill,
        height / 2,
        opacity,
      ])}
    />
  )
}

/** A paragraph: lines of one style, one under another `gap` apart, each its own width. */
export function Lines({
  widths,
  gap,
  ...line
}: Omit<BarProps, "width"> & {
  readonly widths: readonly number[]
  readonly gap: number
}) {
  return widths.map((width, i) => (
    <Bar key={i} {...line} y={line.y + i * gap} width={width} />
  ))
}
