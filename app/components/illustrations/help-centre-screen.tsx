import { HelpAppWindow, Panel } from "./help-app-window.tsx"
import { Card } from "./parts/frames.tsx"
import { Bar, Stroke } from "./parts/marks.tsx"
import { Bars, Rects } from "./parts/tables.tsx"
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
          <Panel x={x} y={y} width={100} height={76} />
          <Rects items={[[x + 12, y + 12, 20, 20, color, 6]]} />
          <Bars
            items={[
              [x + 12, y + 42, 60, 6, neutral.ink],
              [x + 12, y + 56, 44, 4, neutral.muted],
            ]}
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
      <Bars
        items={[
          [368, 262, 64, 6, neutral.white],
          [368, 276, 44, 4, neutral.white, 0.5],
        ]}
      />
    </HelpAppWindow>
  )
}
