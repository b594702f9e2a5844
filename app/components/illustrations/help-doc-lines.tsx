import { helpInk, type ShapeProps } from "./help-shapes.tsx"

/** Lines of a document: concept, units and amount on each row. */
export function HelpDocLines({
  x,
  y,
  width,
  rows,
  gap,
  hasDividers = false,
}: ShapeProps & {
  readonly rows: number
  readonly gap: number
  readonly hasDividers?: boolean
}) {
  return (
    <g>
      {Array.from({ length: rows }, (_, i) => (
        <g key={i}>
          <rect
            x={x}
            y={y + i * gap}
            width={width * 0.5}
            height="4"
            rx="2"
            fill={helpInk.ink}
            opacity="0.6"
          />
          <rect
            x={x + width * 0.6}
            y={y + i * gap}
            width="16"
            height="4"
            rx="2"
            fill={helpInk.muted}
          />
          <rect
            x={x + width - 36}
            y={y + i * gap}
            width="36"
            height="4"
            rx="2"
            fill={helpInk.ink}
            opacity="0.6"
          />
          {hasDividers ? (
            <path
              d={`M${x} ${y + i * gap + 12}h${width}`}
              stroke={helpInk.line}
            />
          ) : null}
        </g>
      ))}
    </g>
  )
}
