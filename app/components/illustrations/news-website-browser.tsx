import { Card, Window } from "./parts/frames.tsx"
import { Bar } from "./parts/marks.tsx"
import { Bars, Lines } from "./parts/tables.tsx"
import { brand, clinic, neutral, quarry } from "./palette.ts"
import { Drawing, type DrawingProps } from "./parts/drawing.tsx"

const SERVICES = [
  [44, brand.base],
  [184, clinic.base],
  [324, quarry.amber],
] as const

/** The new website in a browser window, with the assistant's chat bubble (decorative). */
export function NewsWebsiteBrowser({ className }: DrawingProps) {
  return (
    <Drawing viewBox="0 0 520 380" className={className}>
      <Card
        x={8}
        y={12}
        width={470}
        height={330}
        radius={18}
        fill={brand.sky}
      />
      <Window
        x={20}
        y={24}
        width={446}
        height={306}
        radius={12}
        stroke={neutral.line}
        bar={30}
        barFill={neutral.mist}
        dots={neutral.muted}
        size="small"
        address={[76, 250]}
      />
      {/* Hero band */}
      <rect x="20" y="54" width="446" height="112" fill={brand.deep} />
      <Bar x={44} y={78} width={170} height={14} fill={neutral.white} />
      <Lines
        x={44}
        y={102}
        widths={[220, 190]}
        gap={14}
        fill={neutral.white}
        opacity={0.6}
      />
      <Bar x={44} y={136} width={84} height={18} fill={brand.grant} />
      <path d="M330 150l40-56 30 36 22-20 34 40z" fill={brand.base} />
      <circle cx="400" cy="84" r="12" fill={brand.grant} />
      {/* Service cards */}
      {SERVICES.map(([x, accent]) => (
        <g key={x}>
          <Card
            x={x}
            y={184}
            width={118}
            height={96}
            radius={10}
            stroke={neutral.line}
          />
          <rect
            x={x + 14}
            y="198"
            width="26"
            height="26"
            rx="7"
            fill={accent}
            fillOpacity="0.15"
          />
          <Bar x={x + 14} y={236} width={74} fill={neutral.ink} />
          <Lines
            x={x + 14}
            y={252}
            widths={[88, 62]}
            gap={12}
            height={6}
            fill={neutral.muted}
          />
        </g>
      ))}
      {/* Assistant bubble */}
      <Card
        x={330}
        y={258}
        width={176}
        height={92}
        radius={16}
        fill={neutral.ink}
      />
      <Bars
        items={[
          [348, 276, 96, 8, neutral.white],
          [348, 292, 136, 6, neutral.white, 0.55],
          [348, 306, 112, 6, neutral.white, 0.55],
          [348, 322, 60, 14, clinic.base],
        ]}
      />
    </Drawing>
  )
}
