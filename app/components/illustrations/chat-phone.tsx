import { useId } from "react"
import { cn } from "#app/lib/cn.ts"
import {
  chatGeometry as g,
  layoutChat,
  type ChatLayoutMessage,
} from "./chat-layout.ts"

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
}

/** A phone showing a chat conversation, drawn flat; decorative (its caption says what it shows). */
export function ChatPhone({
  contactName,
  status,
  messages,
  colors,
  className,
}: ChatPhoneProps) {
  const clipId = useId()
  const bubbles = layoutChat(messages)
  return (
    <svg
      viewBox={`0 0 ${g.width} ${g.height}`}
      className={cn("h-auto w-full", className)}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <clipPath id={clipId}>
          <rect x="10" y="10" width="280" height="600" rx="38" />
        </clipPath>
      </defs>
      <rect width={g.width} height={g.height} rx="46" fill="#0B1B32" />
      <g clipPath={`url(#${clipId})`}>
        <rect x="10" y="10" width="280" height="600" fill="#EEF2F6" />
        <rect x="10" y="10" width="280" height="88" fill={colors.header} />
        <path
          d="M30 56 l-7 7 7 7"
          stroke="#fff"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="62" cy="63" r="18" fill="#fff" />
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
        <text x="90" y="60" fontSize="15" fontWeight="700" fill="#fff">
          {contactName}
        </text>
        <text x="90" y="79" fontSize="12" fill="#fff" fillOpacity="0.88">
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
              fill={bubble.from === "agent" ? "#fff" : colors.clientBubble}
            />
            <text fontSize={g.fontSize} fill="#0B1B32">
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
        <rect x="22" y="552" width="204" height="40" rx="20" fill="#fff" />
        <rect x="40" y="569" width="96" height="6" rx="3" fill="#CBD5E1" />
        <circle cx="252" cy="572" r="20" fill={colors.action} />
        <path d="M243 572 l19 -8 -6 18 -3 -7z" fill="#fff" />
      </g>
      <rect x="115" y="18" width="70" height="20" rx="10" fill="#0B1B32" />
    </svg>
  )
}
