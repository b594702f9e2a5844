import type { ReactNode } from "react"
import { neutral } from "../palette.ts"

export interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** Shadows under a raised shape: a soft one on light grounds, a deep one on dark heroes. */
const lifts = {
  soft: { dx: 6, dy: 10, opacity: 0.07 },
  deep: { dx: 10, dy: 14, opacity: 0.28 },
} as const

export interface CardProps extends Box {
  readonly radius?: number
  readonly fill?: string
  /** Colour of a 1-unit border (default none). */
  readonly stroke?: string
  readonly strokeWidth?: number
  readonly lift?: keyof typeof lifts
}

/** A rounded surface, with a border and an offset shadow if asked. */
export function Card({
  radius = 8,
  fill = neutral.white,
  stroke,
  strokeWidth,
  lift,
  ...box
}: CardProps) {
  const shadow = lift ? lifts[lift] : null
  return (
    <>
      {shadow ? (
        <rect
          {...box}
          x={box.x + shadow.dx}
          y={box.y + shadow.dy}
          rx={radius}
          fill={neutral.ink}
          opacity={shadow.opacity}
        />
      ) : null}
      <rect
        {...box}
        rx={radius}
        fill={fill}
        stroke={stroke}
        strokeWidth={strokeWidth}
      />
    </>
  )
}

/**
 * A band across the top of a card, rounded like the card's top corners: a title
 * bar or a header.
 */
export function TopBand({
  x,
  y,
  width,
  height,
  radius: r,
  fill,
}: Box & { readonly radius: number; readonly fill: string }) {
  return (
    <path
      d={`M${x} ${y + r}a${r} ${r} 0 0 1 ${r}-${r}h${width - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${height - r}H${x}z`}
      fill={fill}
    />
  )
}

/** Title-bar dots: inset from the left edge, gap between centres, radius. */
const dotSizes = { large: [22, 18, 5], small: [18, 14, 4] } as const

export interface WindowProps extends CardProps {
  /** Height of the title bar. */
  readonly bar: number
  readonly barFill: string
  /** One colour for the three dots, or one each. */
  readonly dots: string | readonly string[]
  readonly dotOpacity?: number
  readonly size?: keyof typeof dotSizes
  /** Address field in the title bar: left offset and width. */
  readonly address?: readonly [number, number]
  readonly children?: ReactNode
}

/** An app or browser window: a card with a title bar, its three dots and maybe an address field. */
export function Window({
  bar,
  barFill,
  dots,
  dotOpacity,
  size = "large",
  address,
  children,
  ...card
}: WindowProps) {
  const { x, y, width, radius: r = 14 } = card
  const [inset, gap, dot] = dotSizes[size]
  return (
    <>
      <Card radius={r} {...card} />
      <TopBand
        x={x}
        y={y}
        width={width}
        height={bar}
        radius={r}
        fill={barFill}
      />
      {[0, 1, 2].map((i) => (
        <circle
          key={i}
          cx={x + inset + i * gap}
          cy={y + bar / 2}
          r={dot}
          fill={typeof dots === "string" ? dots : dots[i]}
          opacity={dotOpacity}
        />
      ))}
      {address ? (
        <rect
          x={x + address[0]}
          y={y + bar / 2 - 6}
          width={address[1]}
          height="12"
          rx="6"
          fill={neutral.white}
        />
      ) : null}
      {children}
    </>
  )
}
