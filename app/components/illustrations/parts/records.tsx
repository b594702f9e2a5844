import { neutral } from "../palette.ts"
import { Bar, type BarProps } from "./marks.tsx"
import { Bars, Rects } from "./tables.tsx"

interface Place {
  readonly x: number
  readonly y: number
  readonly width: number
}

/** A form field: a short label over an input box holding a value. */
export function Field({ x, y, width }: Place) {
  return (
    <>
      <Bar x={x} y={y} width={width * 0.4} height={5} fill={neutral.quiet} />
      <rect
        x={x}
        y={y + 10}
        width={width}
        height="20"
        rx="5"
        fill={neutral.white}
        stroke={neutral.line}
      />
      <Bar
        x={x + 8}
        y={y + 18}
        width={width * 0.55}
        height={4}
        fill={neutral.muted}
      />
    </>
  )
}

/** A table row: a leading mark, a title over a detail, and an amount at the end. */
export function Row({
  x,
  y,
  width,
  mark = neutral.muted,
}: Place & { readonly mark?: string }) {
  return (
    <>
      <Rects
        items={[
          [x, y, width, 26, neutral.white, 6],
          [x + 8, y + 7, 12, 12, mark, 3],
        ]}
      />
      <Bars
        items={[
          [x + 28, y + 8, width * 0.34, 4, neutral.ink, 0.7],
          [x + 28, y + 16, width * 0.22, 3, neutral.muted],
          [x + width - 48, y + 11, 38, 4, neutral.ink, 0.55],
        ]}
      />
    </>
  )
}

/** Lines of a document, each with its concept, units and amount; rules between them if asked. */
export function DocLines({
  x,
  y,
  width,
  rows,
  gap,
  hasRules = false,
}: Place & {
  readonly rows: number
  readonly gap: number
  readonly hasRules?: boolean
}) {
  return Array.from({ length: rows }, (_, i) => {
    const top = y + i * gap
    const ink = { height: 4, fill: neutral.ink, opacity: 0.6 }
    return (
      <g key={i}>
        <Bar x={x} y={top} width={width * 0.5} {...ink} />
        <Bar
          x={x + width * 0.6}
          y={top}
          width={16}
          height={4}
          fill={neutral.muted}
        />
        <Bar x={x + width - 36} y={top} width={36} {...ink} />
        {hasRules ? (
          <path d={`M${x} ${top + 12}h${width}`} stroke={neutral.line} />
        ) : null}
      </g>
    )
  })
}

/** A filled pill with a white label line: a status, a tag or a button. */
export function Pill({ height = 16, fill, ...box }: BarProps) {
  return (
    <>
      <Bar {...box} height={height} fill={fill} />
      <Bar
        x={box.x + 8}
        y={box.y + height / 2 - 2}
        width={box.width - 16}
        height={4}
        fill={neutral.white}
        opacity={0.9}
      />
    </>
  )
}
