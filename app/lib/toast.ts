/** A message shown once at the top of a page (a flash after a redirect, or a page's own refusal). */
export type FlashMessage = {
  /** New for every toast, so a second toast with the same words is a new element that fades again. */
  id: string;
  type: "success" | "error" | "info";
  message: string;
};

export type ToastInput = Omit<FlashMessage, "id">;

export function newToast(input: ToastInput): FlashMessage {
  return { id: crypto.randomUUID(), type: input.type, message: input.message };
}
