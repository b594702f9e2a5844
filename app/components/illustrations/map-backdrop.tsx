import type { SVGProps } from "react"
import { brand, neutral } from "./palette.ts"
import { Drawing } from "./parts/drawing.tsx"

/** A sketch of streets behind the office map's "Show map" button, before the map is loaded. */
export function MapBackdrop(props: SVGProps<SVGSVGElement>) {
  return (
    <Drawing viewBox="0 0 400 225" {...props}>
      <rect width="400" height="225" fill={brand.sky} />
      <path
        d="M0 150 Q120 120 200 140 T400 110"
        stroke={neutral.white}
        strokeWidth="14"
        fill="none"
      />
      <path d="M130 0 L170 225" stroke={neutral.white} strokeWidth="10" />
      <path d="M0 60 L400 90" stroke={neutral.white} strokeWidth="8" />
      <path d="M290 0 L260 225" stroke={neutral.white} strokeWidth="6" />
    </Drawing>
  )
}
