import { Card, Window } from "./parts/frames.tsx"
import { Bar, Bars, Check, Stroke, type BarSpec } from "./parts/marks.tsx"
import { ChannelMark } from "./connext-channel-mark.tsx"
import { connext, neutral, status } from "./palette.ts"
import { Drawing, type DrawingProps } from "./parts/drawing.tsx"

const tone = connext

/** The open conversation: the client's message, the bot's answer and the agent's reply, each with its lines. */
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
 * The shared inbox in flat shapes: a conversation list with each channel's
 * mark, an open conversation answered by a bot and an agent, and the tag of
 * the department it was assigned to. Decorative.
 */
export function ConnextInboxIllustration({ className }: DrawingProps) {
  return (
    <Drawing viewBox="0 0 520 400" className={className}>
      <Window
        x={0}
        y={0}
        width={500}
        height={360}
        radius={18}
        lift="deep"
        bar={40}
        barFill={tone.wash}
        dots={tone.light}
      />
      <rect x="0" y="40" width="176" height="320" fill={neutral.paper} />
      <path d="M176 40v320" stroke={tone.rule} strokeWidth="2" />
      {[0, 1, 2, 3].map((row) => {
        const y = 56 + row * 74
        const isOpen = row === 0
        return (
          <g key={row}>
            {isOpen ? (
              <Card
                x={8}
                y={y - 6}
                width={160}
                height={64}
                radius={10}
                fill={tone.tint}
              />
            ) : null}
            <circle
              cx="38"
              cy={y + 24}
              r="17"
              fill={isOpen ? tone.base : tone.soft}
            />
            <ChannelMark kind={row % 3} cx={38} cy={y + 24} />
            <Bar
              x={64}
              y={y + 10}
              width={70}
              height={9}
              fill={tone.deep}
              opacity={isOpen ? 0.9 : 0.45}
            />
            <Bar
              x={64}
              y={y + 28}
              width={92}
              height={7}
              fill={neutral.quiet}
              opacity={0.6}
            />
            {row === 1 ? (
              <circle cx="154" cy={y + 14} r="6" fill={tone.base} />
            ) : null}
          </g>
        )
      })}
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
      <Card
        x={400}
        y={330}
        width={112}
        height={58}
        radius={14}
        stroke={tone.rule}
        strokeWidth={2}
      />
      <Check cx={428} cy={359} r={14} fill={status.okTint} tick={status.ok} />
      <Bar
        x={450}
        y={350}
        width={48}
        height={7}
        fill={tone.deep}
        opacity={0.7}
      />
      <Bar x={450} y={363} width={34} height={7} fill={neutral.quiet} />
    </Drawing>
  )
}
