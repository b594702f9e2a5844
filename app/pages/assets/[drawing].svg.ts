import type { APIRoute } from "astro"
import { illustrationFiles } from "#app/components/illustrations/illustration-files.tsx"
import { iconSprite } from "#app/components/ui/icon-sprite.tsx"

/**
 * The SVG files drawn at build from the site's own components, each at a
 * name with a hash of its content under /assets/: the icon sprite and the
 * illustrations served as images.
 */
const files = [iconSprite, ...Object.values(illustrationFiles)]

export const getStaticPaths = () =>
  files.map((file) => ({
    params: { drawing: file.name },
    props: { svg: file.svg },
  }))

export const GET: APIRoute<{ svg: string }> = ({ props }) =>
  new Response(props.svg, { headers: { "Content-Type": "image/svg+xml" } })
