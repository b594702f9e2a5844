import { clinic, neutral, quarry } from "./palette.ts"
import { Card } from "./parts/frames.tsx"
import { Bar, Check, Stroke } from "./parts/marks.tsx"

const tone = quarry
/** Lines of the note: top and width. */
const LINES = [
  [52, 64],
  [62, 56],
  [72, 60],
] as const

/** A delivery note, signed and checked, pinned at the top right of the weighbridge scene. */
export function QuarryDeliveryNote() {
  return (
    <g transform="rotate(6 420 60)">
      <Card x={370} y={22} width={88} height={104} />
      <Bar x={382} y={36} width={46} height={6} fill={tone.amber} />
      {LINES.map(([y, width]) => (
        <Bar key={y} x={382} y={y} width={width} height={4} fill={tone.tint} />
      ))}
      <Stroke
        d="M384 104 q8 -14 14 -2 t14 -4 t12 2 t10 -6"
        colour={neutral.ink}
        width={2.5}
      />
      <Check cx={444} cy={106} r={9} fill={clinic.base} />
    </g>
  )
}
