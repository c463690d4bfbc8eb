import { useState, type KeyboardEvent } from "react";

/**
 * The keyboard of a combobox's list (WAI-ARIA combobox pattern): ArrowDown opens the list and moves
 * the active option down, ArrowUp moves it up, Enter chooses the active option, Escape closes the
 * list. Used by the industry search, the NatCat location search and the profile's address search.
 */
export function useListNavigation() {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** Handles the key for the input; false when it is not one of the list's keys (the caller's turn). */
  function onListKey<T>(event: KeyboardEvent<HTMLElement>, items: readonly T[], choose: (item: T) => void) {
    if (event.key === "ArrowDown" && items.length) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, items.length - 1));
    } else if (event.key === "ArrowUp" && items.length) {
      event.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (event.key === "Enter" && open && active >= 0 && active < items.length) {
      event.preventDefault();
      choose(items[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
    } else return false;
    return true;
  }
  return { open, setOpen, active, setActive, onListKey };
}
