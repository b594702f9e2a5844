import { MessageCircle, X } from "lucide-react"
import { useEffect, useRef } from "react"
import { site } from "#app/config/site.ts"
import type { CommonContent } from "#app/content/common/types.ts"
import { ChatFallback } from "./chat-fallback.tsx"
import { PopoverToggle } from "./popover-toggle.tsx"

/** The panel's id: buttons elsewhere on the page open it with `popovertarget`. */
export const CHAT_PANEL_ID = "chat-panel"
/** A link to `#chat` (e.g. from the newsletter) opens the panel on arrival. */
export const CHAT_HASH = "#chat"

interface ChatWidgetProps {
  readonly content: CommonContent["chat"]
  /** Chatbot page to embed; null shows ways to reach a person instead. */
  readonly chatbotUrl?: string | null
}

/**
 * The floating chat button and its 350 x 500 px panel, 20 px from the right
 * edge: a native popover that the button toggles and Close hides, before and
 * without script. The chatbot frame is lazy, so the browser fetches it only
 * when the panel is first shown, and keeps it, so a conversation survives
 * closing and reopening. Script adds Escape, focus on Close, and opening on
 * arrival at `#chat`.
 */
export function ChatWidget({
  content,
  chatbotUrl = site.chatbot.value,
}: ChatWidgetProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  // Arriving at #chat, or following a link to it, opens the panel.
  useEffect(() => {
    const openOnHash = () => {
      const panel = panelRef.current
      if (location.hash !== CHAT_HASH || !panel) return
      if (!panel.matches(":popover-open")) panel.showPopover()
    }
    openOnHash()
    window.addEventListener("hashchange", openOnHash)
    return () => window.removeEventListener("hashchange", openOnHash)
  }, [])

  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    let hadFocus = false
    const onBeforeToggle = () => {
      hadFocus = panel.contains(document.activeElement)
    }
    // Focus goes to Close on opening, and back to the chat button on closing from inside.
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open") closeRef.current?.focus()
      else if (hadFocus) toggleRef.current?.focus()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && panel.matches(":popover-open"))
        panel.hidePopover()
    }
    panel.addEventListener("beforetoggle", onBeforeToggle)
    panel.addEventListener("toggle", onToggle)
    document.addEventListener("keydown", onKey)
    return () => {
      panel.removeEventListener("beforetoggle", onBeforeToggle)
      panel.removeEventListener("toggle", onToggle)
      document.removeEventListener("keydown", onKey)
    }
  }, [])

  return (
    <div data-print="hide" className="group/chat">
      <div
        ref={panelRef}
        popover="manual"
        role="dialog"
        aria-labelledby="chat-panel-title"
        id={CHAT_PANEL_ID}
        data-testid="chat-panel"
        className="fixed inset-auto right-5 bottom-24 z-50 m-0 h-[500px] max-h-[calc(100dvh-7rem)] w-[350px] max-w-[calc(100vw-2.5rem)] flex-col overflow-hidden rounded-card border border-slate-200 bg-white p-0 text-ink shadow-raised open:flex"
      >
        <div className="flex items-center justify-between gap-2 bg-ink px-4 py-2 text-white">
          <h2 id="chat-panel-title" className="text-sm font-semibold">
            {content.title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            popoverTarget={CHAT_PANEL_ID}
            popoverTargetAction="hide"
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-medium hover:bg-white/10"
          >
            <X className="size-4" aria-hidden="true" />
            {content.close}
          </button>
        </div>
        {chatbotUrl ? (
          <iframe
            src={chatbotUrl}
            title={content.frameTitle}
            className="min-h-0 w-full flex-1 border-0"
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <ChatFallback content={content} />
        )}
      </div>
      <PopoverToggle
        ref={toggleRef}
        target={CHAT_PANEL_ID}
        icon={MessageCircle}
        swap="chat"
        data-testid="chat-toggle"
        aria-label={content.open}
        className="fixed right-5 bottom-5 z-50 size-14 bg-accent-button text-accent-button-text shadow-raised transition-transform hover:scale-105 hover:bg-accent-button-hover"
      />
    </div>
  )
}
