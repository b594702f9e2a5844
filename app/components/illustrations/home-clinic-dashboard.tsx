import type { SVGProps } from "react"
import { Bar, RaisedCard, Stroke } from "./home-svg-parts.tsx"

const COLUMNS = [0, 1, 2, 3, 4]
/** Appointments on the diary: column, first row, rows long, colour. */
const SLOTS: readonly (readonly [number, number, number, string])[] = [
  [0, 0, 2, "#0E9F8E"],
  [0, 3, 1, "#CFEDE9"],
  [1, 1, 2, "#CFEDE9"],
  [1, 4, 2, "#0E9F8E"],
  [2, 0, 1, "#E8F0FE"],
  [2, 2, 2, "#0E9F8E"],
  [3, 1, 1, "#FDE7C2"],
  [3, 3, 3, "#CFEDE9"],
  [4, 0, 2, "#CFEDE9"],
  [4, 4, 1, "#0E9F8E"],
]

/** The clinic software: a weekly diary with appointments and a patient record card, in teal. */
export function HomeClinicDashboard(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 520 420" aria-hidden="true" focusable="false" {...props}>
      <RaisedCard x={8} y={10} width={492} height={340} />
      <path
        d="M8 26a16 16 0 0 1 16-16h460a16 16 0 0 1 16 16v22H8z"
        fill="#0E9F8E"
      />
      {[30, 46, 62].map((cx) => (
        <circle key={cx} cx={cx} cy="29" r="4.5" fill="#fff" opacity="0.6" />
      ))}
      <rect x="8" y="48" width="104" height="302" fill="#F1F5F9" />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <rect
            x="24"
            y={72 + i * 40}
            width="16"
            height="16"
            rx="4"
            fill={i === 1 ? "#0E9F8E" : "#CFEDE9"}
          />
          <Bar
            x={48}
            y={76 + i * 40}
            width={48}
            fill={i === 1 ? "#0A7468" : "#CBD5E1"}
          />
        </g>
      ))}
      {COLUMNS.map((c) => (
        <Bar key={c} x={136 + c * 72} y={68} width={40} fill="#94A3B8" />
      ))}
      {[0, 1, 2, 3, 4, 5, 6].map((r) => (
        <path
          key={r}
          d={`M128 ${92 + r * 38}h356`}
          stroke="#E2E8F0"
          strokeWidth="2"
        />
      ))}
      {SLOTS.map(([c, r, len, fill]) => (
        <rect
          key={`${c}-${r}`}
          x={132 + c * 72}
          y={96 + r * 38}
          width="64"
          height={len * 38 - 8}
          rx="7"
          fill={fill}
        />
      ))}
      <RaisedCard x={292} y={252} width={210} height={138} />
      <circle cx="328" cy="290" r="20" fill="#CFEDE9" />
      <Stroke d="M314 290h8l4-8 6 16 4-8h8" colour="#0A7468" width={3} />
      <Bar x={358} y={280} width={96} fill="#0B1B32" />
      <Bar x={358} y={295} width={64} fill="#94A3B8" />
      {[170, 140, 156].map((width, i) => (
        <Bar
          key={width}
          x={312}
          y={324 + i * 18}
          width={width}
          fill="#E2E8F0"
        />
      ))}
      <circle
        cx="474"
        cy="29"
        r="22"
        fill="#0A7468"
        stroke="#fff"
        strokeWidth="4"
      />
      <Stroke d="M464 29l7 7 13-14" colour="#fff" width={5} />
    </svg>
  )
}
