import type { SVGProps } from "react"
import { Card, Window } from "./parts/frames.tsx"
import { Bar, Check, Stroke } from "./parts/marks.tsx"
import { amber, brand, clinic, neutral } from "./palette.ts"
import { Drawing } from "./parts/drawing.tsx"

const tone = clinic
const COLUMNS = [0, 1, 2, 3, 4]
/** Appointments on the diary: column, first row, rows long, colour. */
const SLOTS: readonly (readonly [number, number, number, string])[] = [
  [0, 0, 2, tone.base],
  [0, 3, 1, tone.tint],
  [1, 1, 2, tone.tint],
  [1, 4, 2, tone.base],
  [2, 0, 1, brand.sky],
  [2, 2, 2, tone.base],
  [3, 1, 1, amber.tint],
  [3, 3, 3, tone.tint],
  [4, 0, 2, tone.tint],
  [4, 4, 1, tone.base],
]
const raised = { stroke: neutral.line, strokeWidth: 2, lift: "soft" } as const

/** The clinic software: a weekly diary with appointments and a patient record card, in teal. */
export function HomeClinicDashboard(props: SVGProps<SVGSVGElement>) {
  return (
    <Drawing viewBox="0 0 520 420" {...props}>
      <Window
        x={8}
        y={10}
        width={492}
        height={340}
        {...raised}
        bar={38}
        barFill={tone.base}
        dots={neutral.white}
        dotOpacity={0.6}
      />
      <rect x="8" y="48" width="104" height="302" fill={neutral.mist} />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <rect
            x="24"
            y={72 + i * 40}
            width="16"
            height="16"
            rx="4"
            fill={i === 1 ? tone.base : tone.tint}
          />
          <Bar
            x={48}
            y={76 + i * 40}
            width={48}
            fill={i === 1 ? tone.deep : neutral.muted}
          />
        </g>
      ))}
      {COLUMNS.map((c) => (
        <Bar key={c} x={136 + c * 72} y={68} width={40} fill={neutral.quiet} />
      ))}
      {[0, 1, 2, 3, 4, 5, 6].map((r) => (
        <path
          key={r}
          d={`M128 ${92 + r * 38}h356`}
          stroke={neutral.line}
          strokeWidth="2"
        />
      ))}
      {SLOTS.map(([c, r, len, fill]) => (
        <rect
          key={`${c}-${r}`}
          x={132 + c * 72}
          y={96 + r * 38}
          width="64"
          height={len * 38 - 8}
          rx="7"
          fill={fill}
        />
      ))}
      <Card x={292} y={252} width={210} height={138} radius={14} {...raised} />
      <circle cx="328" cy="290" r="20" fill={tone.tint} />
      <Stroke d="M314 290h8l4-8 6 16 4-8h8" colour={tone.deep} width={3} />
      <Bar x={358} y={280} width={96} fill={neutral.ink} />
      <Bar x={358} y={295} width={64} fill={neutral.quiet} />
      {[170, 140, 156].map((width, i) => (
        <Bar
          key={width}
          x={312}
          y={324 + i * 18}
          width={width}
          fill={neutral.line}
        />
      ))}
      <Check cx={474} cy={29} r={22} fill={tone.deep} hasRing />
    </Drawing>
  )
}
