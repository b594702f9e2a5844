import { Card, TopBand } from "./parts/frames.tsx"
import { Check } from "./parts/marks.tsx"
import { Phone } from "./parts/phone.tsx"
import { clinic, neutral } from "./palette.ts"
import { Drawing } from "./parts/drawing.tsx"

const tone = clinic
const BOOKED = new Set(["0-0", "1-2", "2-1", "3-0", "3-3", "4-2", "0-3", "2-3"])
/** Chat bubbles on the phone: x, y, width, height; the client's are tinted. */
const BUBBLES = [
  [452, 116, 90, 26, neutral.white],
  [478, 152, 80, 22, tone.tint],
  [452, 184, 100, 34, neutral.white],
  [494, 228, 64, 22, tone.tint],
] as const

/** Poster of the clinic explainer video: an appointment calendar beside a phone chat, flat, in teal. */
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
      {[0, 1, 2, 3, 4].map((d) =>
        [0, 1, 2, 3].map((s) => (
          <rect
            key={`${d}-${s}`}
            x={76 + d * 62}
            y={124 + s * 40}
            width="52"
            height="30"
            rx="6"
            fill={BOOKED.has(`${d}-${s}`) ? tone.base : neutral.mist}
          />
        )),
      )}
      <Phone
        x={430}
        y={52}
        width={150}
        height={268}
        bezel={8}
        radius={26}
        screen={neutral.mist}
        header={[40, tone.deep]}
      >
        {BUBBLES.map(([x, y, width, height, fill]) => (
          <rect
            key={y}
            x={x}
            y={y}
            width={width}
            height={height}
            rx="10"
            fill={fill}
          />
        ))}
        <Check cx={544} cy={284} r={12} fill={tone.base} />
      </Phone>
    </Drawing>
  )
}
