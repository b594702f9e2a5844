import type { ComponentProps } from "react"
import { cn } from "#app/lib/cn.ts"
import { Icon, type IconName } from "#app/components/ui/icon.tsx"

/**
 * Which icon shows, by CSS alone (so it is right before and without script):
 * the button's own icon while its panel is shut, a cross while it is open.
 */
const swaps = {
  header: {
    shut: "group-has-[#mobile-menu:popover-open]/header:hidden",
    open: "group-has-[#mobile-menu:popover-open]/header:block",
  },
  chat: {
    shut: "group-has-[:popover-open]/chat:hidden",
    open: "group-has-[:popover-open]/chat:block",
  },
} as const

interface PopoverToggleProps extends ComponentProps<"button"> {
  /** Id of the popover the button opens and closes. */
  readonly target: string
  readonly icon: IconName
  /** The group around the button whose open popover turns the icon into a cross. */
  readonly swap: keyof typeof swaps
}

/** A round icon button that opens and closes a popover: the mobile menu, the chat. */
export function PopoverToggle({
  target,
  icon,
  swap,
  className,
  ...rest
}: PopoverToggleProps) {
  return (
    <button
      type="button"
      popoverTarget={target}
      {...rest}
      className={cn(
        "inline-flex items-center justify-center rounded-full",
        className,
      )}
    >
      <Icon
        name={icon}
        className={cn("size-6", swaps[swap].shut)}
        aria-hidden="true"
      />
      <Icon
        name="close"
        className={cn("hidden size-6", swaps[swap].open)}
        aria-hidden="true"
      />
    </button>
  )
}
