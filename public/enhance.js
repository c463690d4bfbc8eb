// Progressive enhancement for every page (plain DOM, no framework): the pages work without it.
// Loaded as an external module with the response's CSP nonce.

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
//    scrolling down past 200px and shown again when scrolling up (platform §2).
const header = document.querySelector("[data-site-header]");
if (header) {
  let last = window.scrollY;
  let ticking = false;
  const update = () => {
    const y = window.scrollY;
    header.dataset.scrolled = y > 0 ? "true" : "false";
    header.dataset.shadow = y > 10 ? "true" : "false";
    const menuOpen = header.querySelector("details[open]");
    header.dataset.hidden = !menuOpen && y > 200 && y > last ? "true" : "false";
    last = y;
    ticking = false;
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
  header.addEventListener("focusin", () => {
    header.dataset.hidden = "false";
  });
}

// 3. <details> menus: close on Escape (focus back on the summary) and on a click outside.
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

// 4. Route-rendered dialogs become real modals (focus trap, Escape); closing goes to data-close-href.
for (const dialog of document.querySelectorAll("dialog[data-modal][open]")) {
  if (typeof dialog.showModal !== "function") continue;
  dialog.close();
  dialog.showModal();
  document.querySelector("[data-dialog-overlay]")?.remove();
  const target = dialog.querySelector("[aria-invalid='true']") || dialog.querySelector("[autofocus]");
  target?.focus();
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    location.assign(dialog.dataset.closeHref || "/");
  });
}

// 5. Forms: required-field messages on blur and before submit; busy label while submitting.
for (const form of document.querySelectorAll("form[data-validate]")) {
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

// 6. Toasts fade after 6 seconds.
for (const toast of document.querySelectorAll("[data-toast]")) {
  setTimeout(() => toast.remove(), 6000);
}

// 7. Print pages open the print dialog by themselves (calculator print pages).
if (document.querySelector("[data-autoprint]")) window.addEventListener("load", () => window.print());
