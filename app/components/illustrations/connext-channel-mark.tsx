import { neutral } from "./palette.ts"

/** A white glyph for WhatsApp (0), e-mail (1) or web chat (2) inside a list avatar. */
export function ChannelMark({
  kind,
  cx,
  cy,
}: {
  readonly kind: number
  readonly cx: number
  readonly cy: number
}) {
  const stroke = {
    stroke: neutral.white,
    strokeWidth: 2,
    fill: "none",
    strokeLinecap: "round",
    strokeLinejoin: "round",
  } as const
  if (kind === 0)
    return (
      <path d={`M${cx - 6} ${cy + 7}l1.4-4.2a7 7 0 1 1 2.8 2.8z`} {...stroke} />
    )
  if (kind === 1)
    return (
      <g {...stroke}>
        <rect x={cx - 7} y={cy - 5} width="14" height="10" rx="2" />
        <path d={`m${cx - 7} ${cy - 4} 7 5 7-5`} />
      </g>
    )
  return (
    <g {...stroke}>
      <circle cx={cx} cy={cy} r="7" />
      <path
        d={`M${cx - 7} ${cy}h14M${cx} ${cy - 7}c3 3.5 3 10.5 0 14M${cx} ${cy - 7}c-3 3.5-3 10.5 0 14`}
      />
    </g>
  )
}
