import type { ComponentProps, ReactNode } from "react"
import { cn } from "#app/lib/cn.ts"

interface PopoverMenuProps {
  /** Id of the panel, which the button names in `popovertarget`. */
  readonly id: string
  /** What the button shows, and its own attributes (label, classes). */
  readonly trigger: ReactNode
  readonly buttonProps?: ComponentProps<"button">
  readonly panelProps?: ComponentProps<"div">
  readonly className?: string
  readonly children: ReactNode
}

/**
 * A button that shows a panel of links under it, on the Popover API: it
 * opens, closes on Escape or an outside click, and its links navigate before
 * and without script; app/scripts/menus.ts (which finds the panel by
 * `data-menu`) adds the expanded state, the arrow keys and closing on a link.
 * See docs/decisions/0003-own-menus-no-ui-library.md.
 */
export function PopoverMenu({
  id,
  trigger,
  buttonProps,
  panelProps,
  className,
  children,
}: PopoverMenuProps) {
  return (
    <div className={cn("relative", className)}>
      <button
        type="button"
        popoverTarget={id}
        {...buttonProps}
        className={cn(
          "inline-flex min-h-11 items-center rounded-full px-3 text-sm transition-colors hover:bg-black/5",
          buttonProps?.className,
        )}
      >
        {trigger}
      </button>
      <div
        id={id}
        popover="auto"
        data-menu=""
        {...panelProps}
        className={cn(
          "rounded-xl border border-slate-200 bg-white text-ink shadow-raised",
          panelProps?.className,
        )}
      >
        {children}
      </div>
    </div>
  )
}
