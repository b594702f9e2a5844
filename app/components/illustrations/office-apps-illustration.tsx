import { OfficeAppGlyph, type OfficeApp } from "./office-app-glyph.tsx"
import { brand, neutral, office, status } from "./palette.ts"
import { Card, Window } from "./parts/frames.tsx"
import { Avatar, Bar, Check, Stroke } from "./parts/marks.tsx"
import { Drawing, type DrawingProps } from "./parts/drawing.tsx"

const tone = office
const TILES: readonly (readonly [OfficeApp, string])[] = [
  ["doc", tone.base],
  ["sheet", tone.deep],
  ["slides", tone.bright],
  ["mail", brand.deep],
  ["video", brand.base],
  ["cloud", tone.soft],
]

/**
 * The Microsoft 365 workplace in flat shapes: a window of app tiles
 * (document, spreadsheet, slides, mail, meetings, cloud), a licensed user
 * and a security badge. No product logos. Decorative.
 */
export function OfficeAppsIllustration({ className }: DrawingProps) {
  return (
    <Drawing viewBox="0 0 520 400" className={className}>
      <Window
        x={30}
        y={10}
        width={460}
        height={320}
        radius={18}
        lift="deep"
        bar={38}
        barFill={brand.sky}
        dots={brand.light}
        address={[150, 160]}
      />
      {TILES.map(([app, fill], i) => (
        <g
          key={app}
          transform={`translate(${62 + (i % 3) * 136} ${72 + Math.floor(i / 3) * 126})`}
        >
          <Card
            x={0}
            y={0}
            width={120}
            height={108}
            radius={16}
            fill={neutral.mist}
          />
          <Card x={34} y={18} width={52} height={52} radius={12} fill={fill} />
          <OfficeAppGlyph app={app} />
          <Bar x={30} y={84} width={60} fill={neutral.quiet} opacity={0.7} />
        </g>
      ))}
      <g transform="translate(0 286)">
        <Card
          x={0}
          y={0}
          width={214}
          height={86}
          radius={16}
          stroke={tone.tint}
          strokeWidth={2}
        />
        <Avatar cx={44} cy={43} tint={tone.wash} fill={tone.base} />
        <Bar
          x={80}
          y={28}
          width={92}
          height={9}
          fill={brand.deep}
          opacity={0.8}
        />
        <Bar x={80} y={46} width={64} fill={neutral.quiet} />
        <Check cx={186} cy={32} r={11} fill={status.ok} />
      </g>
      <g transform="translate(438 250)">
        <path
          d="M40 0 74 13v28c0 23-15 39-34 47C21 80 6 64 6 41V13z"
          fill={tone.base}
          stroke={neutral.white}
          strokeWidth="4"
        />
        <Stroke d="m25 43 10 10 20-21" colour={neutral.white} width={5} />
      </g>
    </Drawing>
  )
}
