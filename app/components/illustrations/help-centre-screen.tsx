import { HelpAppWindow } from "./help-app-window.tsx"
import { Card } from "./parts/frames.tsx"
import { Bar, Stroke } from "./parts/marks.tsx"
import { amber, brand, clinic, connext, neutral, status } from "./palette.ts"
import type { DrawingProps } from "./parts/drawing.tsx"

const CARDS = [
  { x: 128, y: 134, color: clinic.base },
  { x: 242, y: 134, color: amber.base },
  { x: 356, y: 134, color: brand.base },
  { x: 128, y: 220, color: connext.base },
  { x: 242, y: 220, color: status.ok },
]

/** The help centre: a search field over the five guides and a support card. */
export function HelpCentreScreen({ className }: DrawingProps) {
  return (
    <HelpAppWindow active={5} className={className}>
      <Card
        x={128}
        y={86}
        width={328}
        height={32}
        radius={16}
        stroke={brand.base}
        strokeWidth={2}
      />
      <circle
        cx="148"
        cy="101"
        r="6"
        fill="none"
        stroke={brand.base}
        strokeWidth="2.5"
      />
      <Stroke d="m153 106 5 5" colour={brand.base} width={2.5} />
      <Bar x={168} y={99} width={96} height={5} fill={neutral.muted} />
      {CARDS.map(({ x, y, color }) => (
        <g key={`${x}-${y}`}>
          <Card
            x={x}
            y={y}
            width={100}
            height={76}
            fill={neutral.paper}
            stroke={neutral.line}
          />
          <rect
            x={x + 12}
            y={y + 12}
            width="20"
            height="20"
            rx="6"
            fill={color}
          />
          <Bar x={x + 12} y={y + 42} width={60} height={6} fill={neutral.ink} />
          <Bar
            x={x + 12}
            y={y + 56}
            width={44}
            height={4}
            fill={neutral.muted}
          />
        </g>
      ))}
      <Card x={356} y={220} width={100} height={76} fill={neutral.ink} />
      <circle
        cx="378"
        cy="242"
        r="10"
        fill="none"
        stroke={neutral.white}
        strokeWidth="5"
        strokeDasharray="8 7.7"
      />
      <Bar x={368} y={262} width={64} height={6} fill={neutral.white} />
      <Bar
        x={368}
        y={276}
        width={44}
        height={4}
        fill={neutral.white}
        opacity={0.5}
      />
    </HelpAppWindow>
  )
}
