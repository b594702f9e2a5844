import { HelpAppWindow, Panel } from "./help-app-window.tsx"
import { Card } from "./parts/frames.tsx"
import { Bar } from "./parts/marks.tsx"
import { DocLines, Pill } from "./parts/records.tsx"
import { brand, neutral, status } from "./palette.ts"
import type { DrawingProps } from "./parts/drawing.tsx"

const ORIGINS = [0, 1, 2, 3]

/** The delivery-notes module: a validated note with its lines, the four origins and the actions. */
export function HelpDeliveryNotesScreen({ className }: DrawingProps) {
  return (
    <HelpAppWindow active={2} className={className}>
      <Panel x={128} y={86} width={222} height={210} fill={neutral.white} />
      <Bar x={142} y={100} width={90} fill={neutral.ink} />
      <Pill x={272} y={96} width={64} fill={status.ok} />
      <Bar x={142} y={118} width={60} height={5} fill={neutral.muted} />
      <Card
        x={142}
        y={136}
        width={194}
        height={22}
        radius={5}
        fill={brand.sky}
      />
      <circle cx="154" cy="147" r="5" fill={brand.base} />
      <Bar x={166} y={145} width={80} height={4} fill={brand.base} />
      <DocLines x={142} y={172} width={194} rows={4} gap={22} hasRules />
      <Bar x={272} y={266} width={64} height={10} fill={neutral.ink} />
      {ORIGINS.map((i) => {
        const isChosen = i === 0
        return (
          <g key={i}>
            <Card
              x={364}
              y={86 + i * 30}
              width={92}
              height={24}
              radius={6}
              stroke={isChosen ? brand.base : neutral.line}
            />
            <circle
              cx="378"
              cy={98 + i * 30}
              r="5"
              fill={isChosen ? brand.base : neutral.white}
              stroke={isChosen ? brand.base : neutral.muted}
              strokeWidth="1.5"
            />
            <Bar
              x={390}
              y={96 + i * 30}
              width={40 + (i % 2) * 14}
              height={4}
              fill={neutral.ink}
              opacity={0.6}
            />
          </g>
        )
      })}
      <Pill x={364} y={220} width={92} height={22} fill={brand.base} />
      <Pill x={364} y={250} width={92} height={22} fill={neutral.ink} />
    </HelpAppWindow>
  )
}
