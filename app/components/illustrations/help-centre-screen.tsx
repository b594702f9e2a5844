import { HelpAppWindow } from "./help-app-window.tsx"
import { helpInk } from "./help-shapes.tsx"

const CARDS = [
  { x: 128, y: 134, color: helpInk.teal },
  { x: 242, y: 134, color: helpInk.amber },
  { x: 356, y: 134, color: helpInk.brand },
  { x: 128, y: 220, color: helpInk.violet },
  { x: 242, y: 220, color: helpInk.green },
]

/** The help centre: a search field over the five guides and a support card. */
export function HelpCentreScreen({
  className,
}: {
  readonly className?: string
}) {
  return (
    <HelpAppWindow active={5} className={className}>
      <rect
        x="128"
        y="86"
        width="328"
        height="32"
        rx="16"
        fill="#fff"
        stroke={helpInk.brand}
        strokeWidth="2"
      />
      <circle
        cx="148"
        cy="101"
        r="6"
        fill="none"
        stroke={helpInk.brand}
        strokeWidth="2.5"
      />
      <path
        d="m153 106 5 5"
        stroke={helpInk.brand}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <rect
        x="168"
        y="99"
        width="96"
        height="5"
        rx="2.5"
        fill={helpInk.muted}
      />
      {CARDS.map((card) => (
        <g key={`${card.x}-${card.y}`}>
          <rect
            x={card.x}
            y={card.y}
            width="100"
            height="76"
            rx="8"
            fill={helpInk.paper}
            stroke={helpInk.line}
          />
          <rect
            x={card.x + 12}
            y={card.y + 12}
            width="20"
            height="20"
            rx="6"
            fill={card.color}
          />
          <rect
            x={card.x + 12}
            y={card.y + 42}
            width="60"
            height="6"
            rx="3"
            fill={helpInk.ink}
          />
          <rect
            x={card.x + 12}
            y={card.y + 56}
            width="44"
            height="4"
            rx="2"
            fill={helpInk.muted}
          />
        </g>
      ))}
      <rect x="356" y="220" width="100" height="76" rx="8" fill={helpInk.ink} />
      <circle
        cx="378"
        cy="242"
        r="10"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeDasharray="8 7.7"
      />
      <rect x="368" y="262" width="64" height="6" rx="3" fill="#fff" />
      <rect
        x="368"
        y="276"
        width="44"
        height="4"
        rx="2"
        fill="#fff"
        opacity="0.5"
      />
    </HelpAppWindow>
  )
}
