import type { SVGProps } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { svgFile, type SvgFile } from "#app/lib/svg-file.ts"
import { HomeAiNetwork } from "./home-ai-network.tsx"
import { HomeClinicDashboard } from "./home-clinic-dashboard.tsx"
import { HomeServerRack } from "./home-server-rack.tsx"
import { MapBackdrop } from "./map-backdrop.tsx"

/**
 * Illustrations a page shows well below its first screen, served as image
 * files rather than written into the page: the home page's document then
 * fits in fewer bytes, and the browser fetches them as the visitor nears
 * them. They draw with their own colours and no text, as inline ones do.
 */
const drawings = {
  homeAiNetwork: HomeAiNetwork,
  homeClinicDashboard: HomeClinicDashboard,
  homeServerRack: HomeServerRack,
  mapBackdrop: MapBackdrop,
} satisfies Record<string, (props: SVGProps<SVGSVGElement>) => unknown>

export type IllustrationFileName = keyof typeof drawings

export interface IllustrationFile extends SvgFile {
  /** Its intrinsic size, from the drawing's viewBox. */
  readonly width: number
  readonly height: number
}

const kebab = (name: string) =>
  name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

function illustrationFile(name: IllustrationFileName): IllustrationFile {
  const Drawing = drawings[name]
  const svg = renderToStaticMarkup(
    <Drawing xmlns="http://www.w3.org/2000/svg" />,
  )
  const [, , width = 0, height = 0] =
    /viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/
      .exec(svg)
      ?.slice(1)
      .map(Number) ?? []
  if (!width || !height) throw new Error(`${name} has no viewBox`)
  return { ...svgFile(kebab(name), svg), width, height }
}

export const illustrationFiles = Object.fromEntries(
  (Object.keys(drawings) as IllustrationFileName[]).map((name) => [
    name,
    illustrationFile(name),
  ]),
) as Readonly<Record<IllustrationFileName, IllustrationFile>>
