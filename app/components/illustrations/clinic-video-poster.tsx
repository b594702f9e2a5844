import { Card, TopBand } from "./parts/frames.tsx"
import { Check } from "./parts/marks.tsx"
import { Rects, type RectSpec } from "./parts/tables.tsx"
import { Phone } from "./parts/phone.tsx"
import { clinic, neutral } from "./palette.ts"
import { Drawing } from "./parts/drawing.tsx"

const tone = clinic
const BOOKED = new Set(["0-0", "1-2", "2-1", "3-0", "3-3", "4-2", "0-3", "2-3"])
/** Chat bubbles on the phone: x, y, width, height, fill, radius; the client's are tinted. */
const BUBBLES: readonly RectSpec[] = [
  [452, 116, 90, 26, neutral.white, 10],
  [478, 152, 80, 22, tone.tint, 10],
  [452, 184, 100, 34, neutral.white, 10],
  [494, 228, 64, 22, tone.tint, 10],
]

/**
 * Poster of the clinic explainer video: an appointment calendar beside a phone
 * chat, flat, in teal.
 */
export function ClinicVideoPoster() {
  return (
    <Drawing viewBox="0 0 640 360">
      <rect width="640" height="360" fill={tone.deep} />
      <circle cx="560" cy="40" r="140" fill={tone.base} opacity="0.55" />
      <circle cx="60" cy="340" r="110" fill={neutral.ink} opacity="0.25" />
      <Card x={56} y={64} width={340} height={232} radius={16} />
      <TopBand
        x={56}
        y={64}
        width={340}
        height={44}
        radius={16}
        fill={tone.wash}
      />
      <rect x="76" y="80" width="96" height="12" rx="6" fill={tone.deep} />
      <circle cx="356" cy="86" r="9" fill={tone.base} />
      {/* The week's slots, five days of four; the booked ones in teal */}
      <Rects
        items={[0, 1, 2, 3, 4].flatMap((d) =>
          [0, 1, 2, 3].map(
            (s) =>
              [
                76 + d * 62,
                124 + s * 40,
                52,
                30,
                BOOKED.has(`${d}-${s}`) ? tone.base : neutral.mist,
                6,
              ] as const,
          ),
        )}
      />
      <Phone
        x={430}
        y={52}
        width={150}
        height={268}
        bezel={8}
        radius={26}
        screen={neutral.mist}
        header={[40, tone.deep]}
        clipId="clinic-video-screen"
      >
        <Rects items={BUBBLES} />
        <Check cx={544} cy={284} r={12} fill={tone.base} />
      </Phone>
    </Drawing>
  )
}
