import type { ReactNode } from "react"
import { cn } from "#app/lib/cn.ts"

interface ProseProps {
  readonly children?: ReactNode
  readonly className?: string
}

/**
 * Text written in Markdown (a news post's body), as the site writes its own:
 * readable line lengths, headings in ink, links and list marks in the accent.
 */
export function Prose({ children, className }: ProseProps) {
  return (
    <div
      className={cn(
        "max-w-[70ch] text-lg leading-relaxed text-slate-700",
        "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink",
        "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ink",
        "[&_blockquote]:mt-6 [&_li]:mt-2 [&_ol]:mt-5 [&_p]:mt-5 [&_ul]:mt-5",
        "[&_li]:marker:text-accent [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6",
        "[&_a]:font-semibold [&_a]:text-accent-strong [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-accent-ink",
        "[&_strong]:font-semibold [&_strong]:text-ink",
        "[&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-5",
        "[&_img]:mt-8 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-card",
        "[&>:first-child]:mt-0",
        className,
      )}
    >
      {children}
    </div>
  )
}
