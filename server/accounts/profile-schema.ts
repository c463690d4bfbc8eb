import { z } from "zod";
import { ACCOUNT_MESSAGES, countWords, MAX_WORDS } from "./messages";

// The profile form's schema, free of server imports: the action parses with it and the page checks
// fields with it in the browser (app/lib/use-app-form.ts).

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default("");
const description = z
  .string()
  .default("")
  .refine((v) => countWords(v) <= MAX_WORDS, ACCOUNT_MESSAGES.maxWords);

export const ProfileSchema = z.object({
  personName: text(200),
  email: z
    .union([z.literal(""), z.string().trim().email("Enter a valid email address.").max(320)])
    .default(""),
  phone: text(50),
  mobile: text(50),
  jobTitle: text(200),
  description,
  suite: text(100),
  street: text(200),
  suburb: text(100),
  postcode: text(20),
  state: text(100),
  country: text(100),
});
export type ProfileInput = z.output<typeof ProfileSchema>;
