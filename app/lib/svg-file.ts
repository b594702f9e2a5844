import { createHash } from "node:crypto"

/** An SVG drawn at build and served under /assets/, named after its content. */
export interface SvgFile {
  /** The file's name under /assets/ without `.svg`: `<base>.<hash>`. */
  readonly name: string
  readonly href: string
  readonly svg: string
}

/**
 * An SVG file for app/pages/assets/[drawing].svg.ts: its name carries a hash
 * of its content, so it can be cached for good like every file under /assets/.
 */
export function svgFile(base: string, svg: string): SvgFile {
  const hash = createHash("sha256").update(svg).digest("base64url").slice(0, 8)
  const name = `${base}.${hash}`
  return { name, href: `/assets/${name}.svg`, svg }
}
