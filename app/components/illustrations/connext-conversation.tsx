import { Card } from "./parts/frames.tsx"
import { Bar, Stroke } from "./parts/marks.tsx"
import { Bars, type BarSpec } from "./parts/tables.tsx"
import { connext, neutral } from "./palette.ts"

const tone = connext

/**
 * The open conversation: the client's message, the bot's answer and the agent's
 * reply, each with its lines.
 */
const BUBBLES: readonly {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly fill: string
  readonly lines: readonly BarSpec[]
}[] = [
  {
    x: 196,
    y: 100,
    width: 196,
    fill: neutral.mist,
    lines: [
      [212, 114, 150, 8, neutral.quiet],
      [212, 130, 104, 8, neutral.quiet],
    ],
  },
  {
    x: 268,
    y: 168,
    width: 212,
    fill: tone.tint,
    lines: [
      [310, 184, 150, 8, tone.base, 0.75],
      [310, 200, 96, 8, tone.base, 0.5],
    ],
  },
  {
    x: 308,
    y: 236,
    width: 172,
    fill: tone.base,
    lines: [
      [324, 252, 138, 8, neutral.white, 0.9],
      [324, 268, 90, 8, neutral.white, 0.7],
    ],
  },
]

/**
 * The open conversation of the Connext inbox (right of its list, in the
 * inbox's coordinates): the department's tag, the messages and the composer.
 */
export function ConnextConversation() {
  return (
    <>
      <Bar x={196} y={56} width={128} height={24} fill={tone.tint} />
      <circle cx="210" cy="68" r="7" fill={tone.base} />
      <Bar x={224} y={64} width={88} fill={tone.deep} opacity={0.7} />
      {BUBBLES.map(({ x, y, width, fill, lines }) => (
        <g key={y}>
          <Card x={x} y={y} width={width} height={52} radius={14} fill={fill} />
          <Bars items={lines} />
        </g>
      ))}
      {/* The bot's mark on its answer */}
      <circle cx="290" cy="194" r="11" fill={tone.base} />
      <rect x="285" y="190" width="10" height="8" rx="2" fill={neutral.white} />
      <Card
        x={196}
        y={310}
        width={284}
        height={34}
        radius={17}
        stroke={tone.rule}
        strokeWidth={2}
      />
      <Bar x={214} y={323} width={120} fill={neutral.muted} />
      <circle cx="462" cy="327" r="11" fill={tone.base} />
      <Stroke d="M457 327h10m-4-4 4 4-4 4" colour={neutral.white} width={2} />
    </>
  )
}
