import type { SVGProps } from "react"

/** What a page may set on an illustration: its size and place, by class. */
export interface DrawingProps {
  readonly className?: string
}

/**
 * The root of an illustration: decorative, so hidden from assistive technology
 * and never focused.
 */
export function Drawing(props: SVGProps<SVGSVGElement>) {
  return <svg aria-hidden="true" focusable="false" {...props} />
}
