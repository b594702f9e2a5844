import { Search } from "lucide-react"
import { useEffect, useRef, useState } from "react"
import type { HelpContent } from "#app/content/help/types.ts"
import { fill } from "#app/lib/i18n.ts"
import { searchGuides } from "#app/lib/search-guides.ts"
import { GuideEmptyState } from "./guide-empty-state.tsx"
import { HelpGuideCard } from "./help-guide-card.tsx"
import { SupportTile } from "./support-tile.tsx"

interface GuideSearchProps {
  readonly content: HelpContent["guides"]
}

/** The search's hint; a page has one search (ids are fixed: app/hydrate.tsx hydrates the page in its own root). */
const HINT_ID = "guide-search-hint"

/**
 * A search field that filters the guide cards as you type, in the browser.
 * The prerendered page lists every guide, so without JavaScript nothing is hidden.
 */
export function GuideSearch({ content }: GuideSearchProps) {
  const { search } = content
  const [query, setQuery] = useState("")
  const inputRef = useRef<HTMLInputElement>(null)
  const results = searchGuides(content.items, query)

  // Keep what was typed before the page became interactive.
  useEffect(() => {
    const typed = inputRef.current?.value
    if (typed) setQuery(typed)
  }, [])

  const showAll = () => {
    if (inputRef.current) inputRef.current.value = ""
    setQuery("")
    inputRef.current?.focus()
  }

  const count =
    results.length === 0
      ? fill(search.countNone, { query: query.trim() })
      : results.length === 1
        ? search.countOne
        : fill(search.countMany, { count: String(results.length) })

  return (
    <div className="mt-10">
      <form
        role="search"
        onSubmit={(event) => event.preventDefault()}
        data-print="hide"
        className="max-w-2xl"
      >
        <label htmlFor="guide-search" className="block font-semibold text-ink">
          {search.label}
        </label>
        <div className="relative mt-2">
          <Search
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            ref={inputRef}
            id="guide-search"
            name="q"
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder={search.placeholder}
            aria-describedby={HINT_ID}
            aria-controls="guide-results"
            onChange={(event) => setQuery(event.target.value)}
            className="h-14 w-full rounded-full border border-slate-300 bg-white pr-5 pl-12 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
          />
        </div>
        <p id={HINT_ID} className="mt-2 text-sm text-slate-600">
          {search.hint}
        </p>
      </form>
      <p
        role="status"
        data-testid="guide-count"
        data-print="hide"
        className="mt-6 text-sm font-semibold text-slate-700"
      >
        {count}
      </p>
      {results.length > 0 ? (
        <ul
          id="guide-results"
          className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {results.map((guide) => (
            <HelpGuideCard
              key={guide.page}
              guide={guide}
              openLabel={content.open}
            />
          ))}
          <SupportTile content={content.supportTile} />
        </ul>
      ) : (
        <div id="guide-results" className="mt-4">
          <GuideEmptyState
            title={search.emptyTitle}
            text={search.emptyText}
            showAll={search.showAll}
            onShowAll={showAll}
          />
        </div>
      )}
    </div>
  )
}
