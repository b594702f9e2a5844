import type { ComponentProps, ReactNode } from "react"
import { usePopover } from "#app/hooks/use-popover.ts"
import { cn } from "#app/lib/cn.ts"

/** Tests find the button and the panel by it. */
type TestId = { readonly "data-testid"?: string }

interface PopoverMenuProps {
  /** Id of the panel, which the button names in `popovertarget`. */
  readonly id: string
  /** What the button shows, and its own attributes (label, test id, classes). */
  readonly trigger: ReactNode
  readonly buttonProps?: ComponentProps<"button"> & TestId
  readonly panelProps?: ComponentProps<"div"> & TestId
  readonly className?: string
  readonly children: ReactNode
}

/**
 * A button that shows a panel of links under it, on the Popover API: it
 * opens, closes on Escape or an outside click, and its links navigate before
 * and without script; script adds the expanded state and the arrow keys.
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
  const popover = usePopover<HTMLDivElement>()
  return (
    <div className={cn("relative", className)}>
      <button
        type="button"
        popoverTarget={id}
        aria-expanded={popover.isOpen}
        onKeyDown={popover.onButtonKeyDown}
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
        {...popover.panelProps}
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
