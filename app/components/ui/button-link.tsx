import { cn } from "#app/lib/cn.ts"
import type { ComponentProps } from "react"
import { AppLink } from "./app-link.tsx"
import { buttonVariants, type ButtonVariants } from "./button.tsx"
import { Icon } from "./icon.tsx"

type ButtonLinkProps = ComponentProps<typeof AppLink> &
  ButtonVariants & {
    /** Arrow after the label: into the page, or out to another site. */
    readonly arrow?: "next" | "external"
  }

/** A link that looks like a button: a page of the site, an anchor or another site. */
export function ButtonLink({
  variant,
  size,
  isBlock,
  arrow,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <AppLink
      className={cn(buttonVariants({ variant, size, isBlock }), className)}
      {...rest}
    >
      {children}
      {arrow ? (
        <Icon
          name={arrow === "external" ? "arrowUpRight" : "arrowRight"}
          className="size-4"
        />
      ) : null}
    </AppLink>
  )
}
