import { neutral } from "../palette.ts"
import { hundredths } from "../units.ts"

export interface BarProps {
  readonly x: number
  readonly y: number
  readonly width: number
  /** Thickness; the ends are fully rounded (default 8). */
  readonly height?: number
  readonly fill: string
  readonly opacity?: number
}

/** A line of text in a mock-up: a bar with round ends. */
export function Bar({ height = 8, x, width, ...bar }: BarProps) {
  return (
    <rect
      {...bar}
      x={hundredths(x)}
      width={hundredths(width)}
      height={height}
      rx={height / 2}
    />
  )
}

/** An open line with round ends and joins: a pulse, an arrow, a tick. */
export function Stroke(props: {
  readonly d: string
  readonly colour: string
  readonly width: number
}) {
  return (
    <path
      d={props.d}
      fill="none"
      stroke={props.colour}
      strokeWidth={props.width}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  )
}

export interface CheckProps {
  readonly cx: number
  readonly cy: number
  readonly r: number
  readonly fill: string
  /** Colour of the tick (default white). */
  readonly tick?: string
  /** A white ring around the badge, for one set on a coloured ground. */
  readonly hasRing?: boolean
}

/** A round badge with a tick: done, approved, verified. */
export function Check({
  cx,
  cy,
  r,
  fill,
  tick = neutral.white,
  hasRing = false,
}: CheckProps) {
  const s = hundredths(r * 0.34)
  return (
    <>
      <circle
        cx={cx}
        cy={cy}
        r={r}
        fill={fill}
        stroke={hasRing ? neutral.white : undefined}
        strokeWidth={hasRing ? 4 : undefined}
      />
      <Stroke
        d={`M${hundredths(cx - r * 0.46)} ${cy}l${s} ${s} ${hundredths(r * 0.66)}-${hundredths(r * 0.7)}`}
        colour={tick}
        width={r < 9 ? 2 : r < 20 ? 2.5 : 4.5}
      />
    </>
  )
}

/** A person in a tinted circle: head and shoulders. */
export function Avatar(props: {
  readonly cx: number
  readonly cy: number
  readonly tint: string
  readonly fill: string
}) {
  const { cx, cy } = props
  return (
    <>
      <circle cx={cx} cy={cy} r="22" fill={props.tint} />
      <circle cx={cx} cy={cy - 6} r="8" fill={props.fill} />
      <path d={`M${cx - 14} ${cy + 13}a14 14 0 0 1 28 0z`} fill={props.fill} />
    </>
  )
}
