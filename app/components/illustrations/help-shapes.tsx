/** Colours of the flat illustrations (DESIGN.md tokens). */
export const helpInk = {
  ink: "#0B1B32",
  brand: "#1F5FD6",
  sky: "#E8F0FE",
  teal: "#0E9F8E",
  violet: "#6D4AFF",
  amber: "#F59E0B",
  green: "#16A34A",
  red: "#DC2626",
  line: "#E2E8F0",
  muted: "#CBD5E1",
  paper: "#F8FAFC",
} as const

export interface ShapeProps {
  readonly x: number
  readonly y: number
  readonly width: number
}

/** A form field: a short label over an input box. */
export function HelpField({ x, y, width }: ShapeProps) {
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width * 0.4}
        height="5"
        rx="2.5"
        fill="#94A3B8"
      />
      <rect
        x={x}
        y={y + 10}
        width={width}
        height="20"
        rx="5"
        fill="#fff"
        stroke={helpInk.line}
      />
      <rect
        x={x + 8}
        y={y + 18}
        width={width * 0.55}
        height="4"
        rx="2"
        fill={helpInk.muted}
      />
    </g>
  )
}

/** A table row: a leading mark, two text bars and a trailing amount. */
export function HelpRow({
  x,
  y,
  width,
  mark = helpInk.muted,
}: ShapeProps & { readonly mark?: string }) {
  return (
    <g>
      <rect x={x} y={y} width={width} height="26" rx="6" fill="#fff" />
      <rect x={x + 8} y={y + 7} width="12" height="12" rx="3" fill={mark} />
      <rect
        x={x + 28}
        y={y + 8}
        width={width * 0.34}
        height="4"
        rx="2"
        fill={helpInk.ink}
        opacity="0.7"
      />
      <rect
        x={x + 28}
        y={y + 16}
        width={width * 0.22}
        height="3"
        rx="1.5"
        fill={helpInk.muted}
      />
      <rect
        x={x + width - 48}
        y={y + 11}
        width="38"
        height="4"
        rx="2"
        fill={helpInk.ink}
        opacity="0.55"
      />
    </g>
  )
}

/** A filled pill: a status, a tag or a button. */
export function HelpPill({
  x,
  y,
  width,
  fill,
  height = 16,
}: ShapeProps & { readonly fill: string; readonly height?: number }) {
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={height / 2}
        fill={fill}
      />
      <rect
        x={x + 8}
        y={y + height / 2 - 2}
        width={width - 16}
        height="4"
        rx="2"
        fill="#fff"
        opacity="0.9"
      />
    </g>
  )
}
