import { Card, Window } from "./parts/frames.tsx"
import { Bar } from "./parts/marks.tsx"
import { brand, clinic, connext, neutral, office } from "./palette.ts"
import { Drawing, type DrawingProps } from "./parts/drawing.tsx"

const APPS = [
  [92, office.base],
  [140, clinic.base],
  [188, connext.base],
] as const

/** Three stacked update cards: the new website, the assistant's chat and the Office apps (decorative). */
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
        <rect x="40" y="56" width="270" height="70" fill={brand.base} />
        <Bar x={60} y={74} width={120} height={10} fill={neutral.white} />
        <Bar
          x={60}
          y={92}
          width={160}
          height={6}
          fill={neutral.white}
          opacity={0.6}
        />
        <Bar x={60} y={106} width={60} height={12} fill={brand.grant} />
        {[60, 143, 226].map((x) => (
          <Card
            key={x}
            x={x}
            y={140}
            width={66}
            height={44}
            fill={neutral.mist}
          />
        ))}
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
      <rect
        x="273"
        y="145"
        width="14"
        height="10"
        rx="3"
        fill={neutral.white}
      />
      <Bar x={302} y={143} width={80} fill={neutral.white} />
      <Bar
        x={268}
        y={178}
        width={150}
        height={26}
        fill={neutral.white}
        opacity={0.14}
      />
      <Bar
        x={282}
        y={188}
        width={100}
        height={6}
        fill={neutral.white}
        opacity={0.7}
      />
      <Bar x={320} y={214} width={112} height={26} fill={clinic.base} />
      <Bar x={334} y={224} width={70} height={6} fill={neutral.white} />
      {/* Office apps */}
      <g transform="rotate(5 150 280)">
        <Card x={70} y={220} width={170} height={110} radius={16} />
        {APPS.map(([x, fill]) => (
          <Card
            key={x}
            x={x}
            y={244}
            width={36}
            height={36}
            radius={9}
            fill={fill}
          />
        ))}
        <Bar x={92} y={296} width={120} fill={neutral.muted} />
      </g>
    </Drawing>
  )
}
