import type { ReactNode } from "react"
import { neutral } from "./palette.ts"

export type OfficeApp = "doc" | "sheet" | "slides" | "mail" | "video" | "cloud"

const line = {
  stroke: neutral.white,
  strokeWidth: 2.5,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  fill: "none",
} as const

/** Shapes of each app's white mark, in tile coordinates (the coloured square is at 34,18 sized 52). */
const glyphs: Record<OfficeApp, ReactNode> = {
  doc: <path d="M46 33h28M46 42h28M46 51h18" strokeWidth={3} />,
  sheet: (
    <>
      <rect x="46" y="30" width="28" height="28" rx="2" />
      <path d="M46 39.3h28M46 48.6h28M55.3 30v28" />
    </>
  ),
  slides: (
    <>
      <rect x="45" y="31" width="30" height="20" rx="2" />
      <path d="M60 51v7M50 46l6-6 5 4 7-8" />
    </>
  ),
  mail: (
    <>
      <rect x="45" y="33" width="30" height="22" rx="3" />
      <path d="m46 35 14 10 14-10" />
    </>
  ),
  video: (
    <>
      <rect x="44" y="35" width="22" height="18" rx="3" />
      <path d="m66 41 10-5v16l-10-5z" />
    </>
  ),
  cloud: (
    <path d="M51 54h19a7 7 0 0 0 .5-14 10 10 0 0 0-19.2 2.4A6 6 0 0 0 51 54z" />
  ),
}

/** The white mark inside an app tile: lines of a document, a grid, a slide, an envelope, a camera, a cloud. */
export function OfficeAppGlyph({ app }: { readonly app: OfficeApp }) {
  return <g {...line}>{glyphs[app]}</g>
}
