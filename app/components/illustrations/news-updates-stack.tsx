import { Card, Window } from "./parts/frames.tsx"
import { Bar } from "./parts/marks.tsx"
import { Bars, Rects } from "./parts/tables.tsx"
import { brand, clinic, connext, neutral, office } from "./palette.ts"
import { Drawing, type DrawingProps } from "./parts/drawing.tsx"

const APPS = [office.base, clinic.base, connext.base]

/**
 * Three stacked update cards: the new website, the assistant's chat and the
 * Office apps (decorative).
 */
export function NewsUpdatesStack({ className }: DrawingProps) {
  return (
    <Drawing viewBox="0 0 480 360" className={className}>
      {/* New website */}
      <g transform="rotate(-4 170 110)">
        <Window
          x={40}
          y={30}
          width={270}
          height={170}
          radius={16}
          bar={26}
          barFill={brand.sky}
          dots={brand.light}
          size="small"
        />
        <Rects
          items={[
            [40, 56, 270, 70, brand.base],
            ...[60, 143, 226].map(
              (x) => [x, 140, 66, 44, neutral.mist, 8] as const,
            ),
          ]}
        />
        <Bars
          items={[
            [60, 74, 120, 10, neutral.white],
            [60, 92, 160, 6, neutral.white, 0.6],
            [60, 106, 60, 12, brand.grant],
          ]}
        />
      </g>
      {/* Assistant chat */}
      <rect
        x="250"
        y="120"
        width="200"
        height="140"
        rx="18"
        fill={neutral.ink}
        stroke={neutral.white}
        strokeOpacity="0.2"
      />
      <circle cx="280" cy="150" r="14" fill={clinic.base} />
      <Rects items={[[273, 145, 14, 10, neutral.white, 3]]} />
      <Bars
        items={[
          [302, 143, 80, 8, neutral.white],
          [268, 178, 150, 26, neutral.white, 0.14],
          [282, 188, 100, 6, neutral.white, 0.7],
          [320, 214, 112, 26, clinic.base],
          [334, 224, 70, 6, neutral.white],
        ]}
      />
      {/* Office apps */}
      <g transform="rotate(5 150 280)">
        <Card x={70} y={220} width={170} height={110} radius={16} />
        <Rects
          items={APPS.map((fill, i) => [92 + i * 48, 244, 36, 36, fill, 9])}
        />
        <Bar x={92} y={296} width={120} fill={neutral.muted} />
      </g>
    </Drawing>
  )
}
