import { useCommon } from "#app/hooks/use-common.ts"
import { cn } from "#app/lib/cn.ts"
import { switcherEntries } from "#app/lib/i18n.ts"
import { PopoverMenu } from "./popover-menu.tsx"
import { Icon } from "#app/components/ui/icon.tsx"

const MENU_ID = "language-menu"

/**
 * ES, FR, EN: a button showing a list of links (a native popover, so it
 * works without script) to the same page in another language, or to that
 * language's home; languages the page does not offer are listed as disabled
 * links. Script adds the arrow keys, Home and End between the links.
 */
export function LanguageSwitcher() {
  const { pageId, locale, common, paths } = useCommon()
  const content = common.language
  const entries = switcherEntries(pageId, locale, paths)
  const itemClass =
    "flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-3 text-sm outline-none select-none"

  const unavailable = ` (${content.unavailable})`

  return (
    <PopoverMenu
      id={MENU_ID}
      trigger={
        <>
          <Icon name="globe" className="size-4" aria-hidden="true" />
          {locale}
          <Icon name="chevronDown" className="size-3.5" aria-hidden="true" />
        </>
      }
      buttonProps={{
        // The name starts with the code the button shows (label in name, WCAG 2.5.3).
        "aria-label": `${locale.toUpperCase()}, ${content.label}: ${content.names[locale]}`,
        className: "gap-1.5 font-semibold uppercase",
      }}
      panelProps={{
        className: "popover-below-end min-w-48 p-1.5",
      }}
    >
      <ul>
        {entries.map((entry) => {
          const name = (
            <span>
              <span className="mr-2 font-semibold uppercase">
                {entry.locale}
              </span>
              {content.names[entry.locale]}
              {entry.isActive ? null : (
                <span className="sr-only">{unavailable}</span>
              )}
            </span>
          )
          return (
            <li key={entry.locale}>
              {entry.isActive ? (
                <a
                  href={entry.href}
                  lang={entry.locale}
                  hrefLang={entry.locale}
                  // The current language: this very page, or a page the
                  // server sends (not found), whose link leads home.
                  aria-current={
                    entry.isCurrent
                      ? entry.isPage
                        ? "page"
                        : "true"
                      : undefined
                  }
                  className={cn(itemClass, "hover:bg-sky focus-visible:bg-sky")}
                >
                  {name}
                  {entry.isCurrent ? (
                    <Icon
                      name="check"
                      className="size-4 text-brand"
                      aria-hidden="true"
                    />
                  ) : null}
                </a>
              ) : (
                // A link without an address: listed, announced as unavailable, never followed.
                <a
                  role="link"
                  aria-disabled="true"
                  lang={entry.locale}
                  className={cn(itemClass, "cursor-not-allowed text-slate-500")}
                >
                  {name}
                </a>
              )}
            </li>
          )
        })}
      </ul>
    </PopoverMenu>
  )
}
