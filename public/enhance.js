// Progressive enhancement for every page (plain DOM, no framework): the pages work without it.
// Loaded as an external module with the response's CSP nonce, on every page, hydrated or not.
// Safe to run twice: document-wide behaviours are set up once per page, element behaviours once per
// element (the registry lives on window, so a second copy of the script sees it). It only sets
// attributes and text that React never renders, and removes no nodes (section 10 puts typed text back).

const registry = (window.__rcEnhance ??= { done: new Set(), seen: new WeakSet() });

/** Runs `setup` once per page. */
function once(name, setup) {
  if (registry.done.has(name)) return;
  registry.done.add(name);
  setup();
}

/** The elements matching `selector` that no earlier run has enhanced (and marks them). */
function fresh(selector) {
  const found = [...document.querySelectorAll(selector)].filter((el) => !registry.seen.has(el));
  for (const el of found) registry.seen.add(el);
  return found;
}

// 1. Time-zone client hint for the dashboard greeting.
try {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (tz && !document.cookie.includes("tz=" + encodeURIComponent(tz))) {
    document.cookie = "tz=" + encodeURIComponent(tz) + "; path=/; max-age=31536000; samesite=lax";
  }
} catch {
  /* no hint: the server uses the country's zone */
}

// 2. Header: transparent over the home hero until scrolled, shadow after 10px, hidden when
//    scrolling down past 200px and shown again when scrolling up (platform §2). The header is looked
//    up on every update, so a header React renders again (an error page) is followed too.
once("header", () => {
  let last = window.scrollY;
  let ticking = false;
  const update = () => {
    ticking = false;
    const header = document.querySelector("[data-site-header]");
    const y = window.scrollY;
    if (header) {
      header.dataset.scrolled = y > 0 ? "true" : "false";
      header.dataset.shadow = y > 10 ? "true" : "false";
      const menuOpen = header.querySelector("details[open]");
      header.dataset.hidden = !menuOpen && y > 200 && y > last ? "true" : "false";
    }
    last = y;
  };
  update();
  window.addEventListener(
    "scroll",
    () => {
      if (!ticking) {
        ticking = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  document.addEventListener("focusin", (event) => {
    const header = event.target instanceof HTMLElement && event.target.closest("[data-site-header]");
    if (header) header.dataset.hidden = "false";
  });
});

// 3. <details> menus: close on Escape (focus back on the summary) and on a click outside. Listening on
//    the document, so menus rendered after a client-side navigation are covered too.
once("menus", () => {
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of document.querySelectorAll("details[data-menu][open]")) {
      menu.removeAttribute("open");
      menu.querySelector("summary")?.focus();
    }
  });
  document.addEventListener("click", (event) => {
    for (const menu of document.querySelectorAll("details[data-menu][open]")) {
      if (!menu.contains(event.target)) menu.removeAttribute("open");
    }
  });
});

// 4. Route-rendered dialogs become real modals (focus trap, Escape); closing goes to data-close-href.
//    The no-JS overlay is hidden (the modal's backdrop replaces it), never removed.
for (const dialog of fresh("dialog[data-modal][open]")) {
  if (typeof dialog.showModal !== "function") continue;
  dialog.close();
  dialog.showModal();
  for (const overlay of document.querySelectorAll("[data-dialog-overlay]")) overlay.hidden = true;
  // A refused form's error summary first (GOV.UK), else the first field in error, else autofocus.
  const target =
    dialog.querySelector("[data-error-summary]") ||
    dialog.querySelector("[aria-invalid='true']") ||
    dialog.querySelector("[autofocus]");
  target?.focus();
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    location.assign(dialog.dataset.closeHref || "/");
  });
}

// 5. Forms: required-field messages on blur and before submit; busy label while submitting. It writes
//    text into the form, so only forms on pages that do not hydrate (login, password reset) opt in.
for (const form of fresh("form[data-validate]")) {
  const check = (input) => {
    const message = input.dataset.requiredMessage;
    if (!message) return true;
    const error = input.closest("[data-field]")?.querySelector("[data-field-error]");
    const empty = input.value.trim() === "";
    if (empty) {
      input.setAttribute("aria-invalid", "true");
      if (error) error.textContent = message;
    } else if (input.getAttribute("aria-invalid") === "true" && error?.textContent === message) {
      input.removeAttribute("aria-invalid");
      error.textContent = "";
    }
    return !empty;
  };
  const inputs = [...form.querySelectorAll("input[data-required-message]")];
  for (const input of inputs) input.addEventListener("blur", () => check(input));
  form.addEventListener("submit", (event) => {
    const invalid = inputs.filter((input) => !check(input));
    if (invalid.length > 0) {
      event.preventDefault();
      invalid[0].focus();
      return;
    }
    const button = form.querySelector("[data-submit]");
    if (button && form.dataset.busyText) {
      if (form.dataset.busy === "true") {
        event.preventDefault();
        return;
      }
      form.dataset.busy = "true";
      button.textContent = form.dataset.busyText;
      button.setAttribute("aria-disabled", "true");
    }
  });
}

// (Toasts fade by CSS, app.css: with or without this script, and every new toast again.)

// 6. Print pages open the print dialog by themselves (calculator print pages), once.
if (document.querySelector("[data-autoprint]"))
  once("autoprint", () => {
    if (document.readyState === "complete") window.print();
    else window.addEventListener("load", () => window.print(), { once: true });
  });

// 7. Landing counters: count up over 3 seconds with thousands separators once in view (platform §2).
const counters = fresh("[data-count-to]");
const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
if (counters.length > 0 && !reducedMotion && "IntersectionObserver" in window) {
  const format = new Intl.NumberFormat("en-AU");
  const observer = new window.IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const el = entry.target;
      const target = Number(el.dataset.countTo);
      const start = window.performance.now();
      const step = (now) => {
        const done = Math.min(1, (now - start) / 3000);
        el.textContent = format.format(Math.round(target * done));
        if (done < 1) requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    }
  });
  for (const el of counters) {
    el.textContent = "0";
    observer.observe(el);
  }
}

// 8. Landing about block: shown once scrolled past window height + 500 px (visible without JS, on
//    pages too short to scroll that far, and when keyboard focus reaches it).
const reveals = fresh("[data-reveal]");
if (reveals.length > 0) {
  const threshold = () => window.innerHeight + 500;
  const show = () => {
    for (const el of reveals) el.dataset.reveal = "shown";
    window.removeEventListener("scroll", check);
  };
  const check = () => {
    if (window.scrollY > threshold()) show();
  };
  if (document.documentElement.scrollHeight - window.innerHeight > threshold()) {
    for (const el of reveals) {
      el.dataset.reveal = "hidden";
      el.addEventListener("focusin", show);
    }
    window.addEventListener("scroll", check, { passive: true });
    check();
  }
}

// 9. Landing feature carousel: dots scroll the strip in 400 ms and follow it when it is swiped.
for (const carousel of fresh("[data-carousel]")) {
  const track = carousel.querySelector("[data-track]");
  const slides = [...track.children];
  const dots = [...carousel.querySelectorAll("[data-dot]")];
  const offset = (i) => slides[i].offsetLeft - slides[0].offsetLeft;
  const mark = (i) =>
    dots.forEach((d, j) =>
      j === i ? d.setAttribute("aria-current", "true") : d.removeAttribute("aria-current"),
    );
  const go = (i) => {
    const from = track.scrollLeft;
    const to = Math.min(offset(i), track.scrollWidth - track.clientWidth);
    mark(i);
    if (reducedMotion) return void (track.scrollLeft = to);
    const start = window.performance.now();
    track.style.scrollSnapType = "none";
    const step = (now) => {
      const t = Math.min(1, (now - start) / 400);
      track.scrollLeft = from + (to - from) * (1 - Math.pow(1 - t, 3));
      if (t < 1) requestAnimationFrame(step);
      else track.style.scrollSnapType = "";
    };
    requestAnimationFrame(step);
  };
  dots.forEach((dot, i) =>
    dot.addEventListener("click", (event) => {
      event.preventDefault();
      go(i);
    }),
  );
  track.addEventListener(
    "scrollend",
    () => {
      if (track.style.scrollSnapType === "none") return;
      const width = slides.length > 1 ? offset(1) : 1;
      mark(
        track.scrollLeft + track.clientWidth >= track.scrollWidth - 2
          ? slides.length - 1
          : Math.round(track.scrollLeft / width),
      );
    },
    { passive: true },
  );
}

// 10. Text typed before hydration survives it: React 19.2 resets a textarea that had text of its
//     own, and never tells a component of typed text it kept (docs/architecture.md, "Typing before
//     hydration"). Noted from now; on the header's first effect ("rc:hydrated") put back with an
//     input event React takes for a change.
once("typed-text", () => {
  const typed = new Map();
  const TEXT = ["text", "search", "email", "tel", "url", "number"];
  const note = (el) => {
    const field =
      el instanceof window.HTMLTextAreaElement ||
      (el instanceof window.HTMLInputElement && TEXT.includes(el.type));
    if (field && el.value !== el.defaultValue) typed.set(el, el.value);
  };
  document.querySelectorAll("textarea, input").forEach(note);
  const onInput = (event) => note(event.target);
  document.addEventListener("input", onInput, true);
  window.addEventListener(
    "rc:hydrated",
    () => {
      document.removeEventListener("input", onInput, true);
      setTimeout(() => {
        for (const [el, text] of typed) {
          if (!el.isConnected) continue;
          // Another value through React's tracking wrapper, then the text past it: a change to React.
          el.value = text === "" ? " " : "";
          Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value").set.call(el, text);
          el.dispatchEvent(new window.Event("input", { bubbles: true }));
        }
        typed.clear();
      });
    },
    { once: true },
  );
});
