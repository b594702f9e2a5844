import { Check, ChevronDown, Globe } from "lucide-react"
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react"
import { Link } from "react-router"
import type { Locale } from "#app/config/locales.ts"
import type { PageId } from "#app/config/pages.ts"
import type { CommonContent } from "#app/content/common/types.ts"
import { cn } from "#app/lib/cn.ts"
import { switcherEntries } from "#app/lib/i18n.ts"

interface LanguageSwitcherProps {
  readonly pageId: PageId
  readonly locale: Locale
  readonly content: CommonContent["language"]
  readonly className?: string
}

/**
 * ES, FR, EN as a menu button (WAI-ARIA menu pattern: arrow keys, Home,
 * End, Escape): the same page in another language, or that language's
 * home; languages the page does not offer are listed but disabled.
 */
export function LanguageSwitcher({
  pageId,
  locale,
  content,
  className,
}: LanguageSwitcherProps) {
  const entries = switcherEntries(pageId, locale)
  const [isOpen, setIsOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  const items = () => [
    ...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ??
      []),
  ]
  const focusItem = (index: number) => {
    const all = items()
    all[(index + all.length) % all.length]?.focus()
  }
  const close = (refocus: boolean) => {
    setIsOpen(false)
    if (refocus) buttonRef.current?.focus()
  }

  useEffect(() => {
    if (!isOpen) return
    focusItem(
      Math.max(
        0,
        entries.findIndex((e) => e.isCurrent),
      ),
    )
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false)
    }
    document.addEventListener("pointerdown", onPointer)
    return () => document.removeEventListener("pointerdown", onPointer)
    // Focus moves into the menu only when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen])

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items()
    const current = all.indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(all.length - 1),
      Escape: () => close(true),
      Tab: () => close(false),
    }
    const move = moves[event.key]
    if (!move) return
    if (event.key !== "Tab") event.preventDefault()
    move()
  }

  const itemClass =
    "flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-3 text-sm outline-none select-none"

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={isOpen ? onMenuKey : undefined}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={`${content.label}: ${content.names[locale]}`}
        data-testid="language-switcher"
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault()
            setIsOpen(true)
          }
        }}
        className={cn(
          "inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold uppercase transition-colors hover:bg-black/5",
          className,
        )}
      >
        <Globe className="size-4" aria-hidden="true" />
        {locale}
        <ChevronDown className="size-3.5" aria-hidden="true" />
      </button>
      <div
        id={menuId}
        role="menu"
        aria-label={content.label}
        hidden={!isOpen}
        className="absolute top-full right-0 z-50 mt-2 min-w-48 rounded-xl border border-slate-200 bg-white p-1.5 text-ink shadow-raised"
      >
        {entries.map((entry) =>
          entry.isActive ? (
            <Link
              key={entry.locale}
              to={entry.href}
              role="menuitem"
              tabIndex={-1}
              lang={entry.locale}
              hrefLang={entry.locale}
              aria-current={entry.isCurrent ? "page" : undefined}
              onClick={() => close(false)}
              className={cn(itemClass, "hover:bg-sky focus-visible:bg-sky")}
            >
              <span>
                <span className="mr-2 font-semibold uppercase">
                  {entry.locale}
                </span>
                {content.names[entry.locale]}
              </span>
              {entry.isCurrent ? (
                <Check className="size-4 text-brand" aria-hidden="true" />
              ) : null}
            </Link>
          ) : (
            <span
              key={entry.locale}
              role="menuitem"
              tabIndex={-1}
              aria-disabled="true"
              lang={entry.locale}
              className={cn(
                itemClass,
                "cursor-not-allowed text-slate-500 focus-visible:bg-slate-100",
              )}
            >
              <span>
                <span className="mr-2 font-semibold uppercase">
                  {entry.locale}
                </span>
                {content.names[entry.locale]}
                <span className="sr-only"> ({content.unavailable})</span>
              </span>
            </span>
          ),
        )}
      </div>
    </div>
  )
}
