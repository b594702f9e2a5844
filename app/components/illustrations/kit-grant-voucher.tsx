import { brand, clinic, neutral } from "./palette.ts"
import { Card } from "./parts/frames.tsx"
import { Bar, Check } from "./parts/marks.tsx"
import { Drawing, type DrawingProps } from "./parts/drawing.tsx"

const tile = {
  width: 84,
  height: 84,
  radius: 18,
  fill: neutral.white,
  stroke: neutral.white,
} as const
const line = {
  stroke: neutral.white,
  strokeWidth: 3,
  fill: "none",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const

/**
 * A digitalisation voucher with the grant's yellow seal and the four solution
 * areas around it (decorative).
 */
export function KitGrantVoucher({ className }: DrawingProps) {
  return (
    <Drawing viewBox="0 0 480 360" className={className}>
      {/* Four solution areas: web, security, customers, communications */}
      <g fillOpacity="0.1" strokeOpacity="0.25">
        <Card x={24} y={24} {...tile} />
        <Card x={372} y={24} {...tile} />
        <Card x={24} y={252} {...tile} />
        <Card x={372} y={252} {...tile} />
      </g>
      <g {...line}>
        <circle cx="66" cy="66" r="20" />
        <path d="M46 66h40M66 46c-10 12-10 28 0 40M66 46c10 12 10 28 0 40" />
        <path d="M414 44l18 7v14c0 12-8 20-18 24-10-4-18-12-18-24V51z" />
        <path d="M406 66l6 6 11-12" />
        <circle cx="66" cy="284" r="9" />
        <path d="M48 314c3-10 10-15 18-15s15 5 18 15" />
        <rect x="398" y="290" width="32" height="24" rx="5" />
        <path d="M404 290v-8a10 10 0 0 1 20 0v8" />
      </g>
      {/* The voucher */}
      <g transform="rotate(-5 240 180)">
        <Card x={112} y={106} width={256} height={150} radius={16} />
        <path
          d="M112 122a16 16 0 0 1 16-16h62v150h-62a16 16 0 0 1-16-16z"
          fill={brand.base}
        />
        {[124, 146, 168, 190, 212, 234].map((cy) => (
          <circle key={cy} cx="190" cy={cy} r="4" fill={brand.sky} />
        ))}
        <circle cx="151" cy="181" r="26" fill={brand.grant} />
        <path
          d="M160 168a16 16 0 1 0 0 26M136 177h18M136 186h18"
          stroke={neutral.ink}
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
        />
        <Bar x={210} y={130} width={96} height={10} fill={neutral.ink} />
        <Bar x={210} y={152} width={132} height={7} fill={neutral.muted} />
        <Bar x={210} y={167} width={112} height={7} fill={neutral.muted} />
        <Card x={210} y={196} width={122} height={30} fill={brand.grant} />
        <Bar x={222} y={208} width={62} height={7} fill={neutral.ink} />
      </g>
      {/* Approval tick */}
      <Check cx={352} cy={238} r={26} fill={clinic.base} hasRing />
    </Drawing>
  )
}
