import { Card, Window } from "./parts/frames.tsx"
import { Bar, Check } from "./parts/marks.tsx"
import { ChannelMark } from "./connext-channel-mark.tsx"
import { ConnextConversation } from "./connext-conversation.tsx"
import { connext, neutral, status } from "./palette.ts"
import { Drawing, type DrawingProps } from "./parts/drawing.tsx"

const tone = connext

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
      <ConnextConversation />
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
