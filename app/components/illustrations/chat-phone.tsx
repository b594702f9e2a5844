import { cn } from "#app/lib/cn.ts"
import {
  chatGeometry as g,
  layoutChat,
  type ChatLayoutMessage,
} from "./chat-layout.ts"
import { neutral } from "./palette.ts"
import { Bar, Stroke } from "./parts/marks.tsx"
import { Phone } from "./parts/phone.tsx"
import { Drawing } from "./parts/drawing.tsx"

interface ChatPhoneProps {
  readonly contactName: string
  readonly status: string
  readonly messages: readonly ChatLayoutMessage[]
  readonly colors: {
    readonly header: string
    readonly clientBubble: string
    readonly action: string
  }
  readonly className?: string
  /** Unique on the page: names the screen's clip path. */
  readonly name: string
}

/** A phone showing a chat conversation, drawn flat; decorative (its caption says what it shows). */
export function ChatPhone({
  contactName,
  status,
  messages,
  colors,
  className,
  name,
}: ChatPhoneProps) {
  const bubbles = layoutChat(messages)
  return (
    <Drawing
      viewBox={`0 0 ${g.width} ${g.height}`}
      className={cn("h-auto w-full", className)}
    >
      <Phone
        x={0}
        y={0}
        width={g.width}
        height={g.height}
        bezel={10}
        radius={46}
        screen={neutral.mist}
        header={[88, colors.header]}
        hasNotch
        clipId={`${name}-screen`}
      >
        <Stroke d="M30 56 l-7 7 7 7" colour={neutral.white} width={2.5} />
        <circle cx="62" cy="63" r="18" fill={neutral.white} />
        <text
          x="62"
          y="68.5"
          textAnchor="middle"
          fontSize="15"
          fontWeight="700"
          fill={colors.header}
        >
          {contactName.charAt(0)}
        </text>
        <text x="90" y="60" fontSize="15" fontWeight="700" fill={neutral.white}>
          {contactName}
        </text>
        <text
          x="90"
          y="79"
          fontSize="12"
          fill={neutral.white}
          fillOpacity="0.88"
        >
          {status}
        </text>
        {bubbles.map((bubble, index) => (
          <g key={index}>
            <rect
              x={bubble.x}
              y={bubble.y}
              width={bubble.width}
              height={bubble.height}
              rx="14"
              fill={
                bubble.from === "agent" ? neutral.white : colors.clientBubble
              }
            />
            <text fontSize={g.fontSize} fill={neutral.ink}>
              {bubble.lines.map((line, i) => (
                <tspan
                  key={i}
                  x={bubble.x + g.padX}
                  y={bubble.y + g.padY + g.fontSize - 1 + i * g.lineHeight}
                >
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        ))}
        <Bar x={22} y={552} width={204} height={40} fill={neutral.white} />
        <Bar x={40} y={569} width={96} height={6} fill={neutral.muted} />
        <circle cx="252" cy="572" r="20" fill={colors.action} />
        <path d="M243 572 l19 -8 -6 18 -3 -7z" fill={neutral.white} />
      </Phone>
    </Drawing>
  )
}
