import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from "react"

/**
 * Enhances a native popover (opened with `popovertarget`, which already
 * opens, closes on Escape and on an outside click, and gives the button its
 * expanded state): after hydration it reports whether the popover is open,
 * closes it when one of its links is chosen (navigation may stay on the
 * page), and moves between its links with the arrow keys, Home and End.
 * `isOpen` is undefined in the prerendered HTML, so that nothing in the
 * markup contradicts the browser's own state before hydration.
 */
export function usePopover<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [isOpen, setIsOpen] = useState<boolean>()

  useEffect(() => {
    const popover = ref.current
    if (!popover) return
    setIsOpen(popover.matches(":popover-open"))
    const onToggle = (event: Event) =>
      setIsOpen((event as ToggleEvent).newState === "open")
    popover.addEventListener("toggle", onToggle)
    return () => popover.removeEventListener("toggle", onToggle)
  }, [])

  const hide = () => {
    if (ref.current?.matches(":popover-open")) ref.current.hidePopover()
  }

  const onClick = (event: MouseEvent<T>) => {
    if ((event.target as Element).closest("a[href]")) hide()
  }

  const links = () => [
    ...(ref.current?.querySelectorAll<HTMLElement>("a[href]") ?? []),
  ]

  /** On the opening button: the down arrow moves into the open list. */
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" || !ref.current?.matches(":popover-open"))
      return
    event.preventDefault()
    links()[0]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<T>) => {
    const all = links()
    const current = all.indexOf(document.activeElement as HTMLElement)
    const targets: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: all.length - 1,
    }
    const target = targets[event.key]
    if (target === undefined || all.length === 0) return
    event.preventDefault()
    all[(target + all.length) % all.length]?.focus()
  }

  return {
    ref,
    isOpen,
    hide,
    onButtonKeyDown,
    panelProps: { ref, onClick, onKeyDown },
  }
}
