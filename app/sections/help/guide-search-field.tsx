import { useEffect, type ReactNode } from "react"
import {
  describeCount,
  matchesWords,
  queryWords,
} from "#app/lib/search-guides.ts"

/**
 * Wires the help centre's `[data-guide-search]` block (guide-search.tsx),
 * keeping what was typed before: each `[data-guide-text]` card (the text it
 * is found by, normalised) stays shown when it holds every word typed in the
 * block's `input[type="search"]`, in any order, ignoring case and accents
 * (the rule of app/lib/search-guides.ts), and is `hidden` otherwise; the
 * `role="status"` line says how many match, worded from its
 * `data-count-none` / `data-count-one` / `data-count-many` templates; when
 * none does, the list (`[data-guide-list]`) is hidden and the empty state
 * (`[data-guide-empty]`, hidden in the HTML) shown, the list's id (which the
 * field's `aria-controls` names) moving with it; its `[data-guide-show-all]`
 * button empties the field, lists every guide and puts focus back in the
 * field. The form no longer reloads the page. The block gets
 * `data-ready="true"` once wired.
 */
function enhance(block: HTMLElement) {
  const input = block.querySelector<HTMLInputElement>('input[type="search"]')
  const status = block.querySelector<HTMLElement>('[role="status"]')
  const list = block.querySelector<HTMLElement>("[data-guide-list]")
  const empty = block.querySelector<HTMLElement>("[data-guide-empty]")
  if (!input || !status || !list || !empty) return
  block.dataset.ready = "true"
  const cards = [...list.querySelectorAll<HTMLElement>("[data-guide-text]")]
  const resultsId = list.id
  const words = {
    countNone: status.dataset.countNone ?? "",
    countOne: status.dataset.countOne ?? "",
    countMany: status.dataset.countMany ?? "",
  }

  const update = () => {
    const query = input.value
    const wanted = queryWords(query)
    let shown = 0
    for (const card of cards) {
      const isMatch = matchesWords(card.dataset.guideText ?? "", wanted)
      card.hidden = !isMatch
      if (isMatch) shown += 1
    }
    const isEmpty = shown === 0
    list.hidden = isEmpty
    empty.hidden = !isEmpty
    if (resultsId) {
      const results = isEmpty ? empty : list
      const other = isEmpty ? list : empty
      other.removeAttribute("id")
      results.id = resultsId
    }
    const count = describeCount(words, shown, query)
    // The same words again would be announced again.
    if (status.textContent !== count) status.textContent = count
  }

  block.querySelector("form")?.addEventListener("submit", (event) => {
    event.preventDefault()
  })
  input.addEventListener("input", update)
  empty
    .querySelector("[data-guide-show-all]")
    ?.addEventListener("click", () => {
      input.value = ""
      update()
      input.focus()
    })
  update()
}

/**
 * The guide search's island (`client:interaction`): its children are the
 * search form, HTML from the page, which without script reloads the page and
 * leaves every guide listed. It hydrates when the visitor first reaches for
 * the field, then filters the cards as they type.
 */
export function GuideSearchField({
  children,
}: {
  readonly children?: ReactNode
}) {
  useEffect(() => {
    const block = document.querySelector<HTMLElement>(
      "[data-guide-search]:not([data-ready])",
    )
    if (block) enhance(block)
  }, [])
  return children
}
