import { z } from "zod";
import { ACCOUNT_MESSAGES, countWords, MAX_WORDS } from "./messages";

// The company forms' schemas, free of server imports: the action parses with them and the page
// checks fields with them in the browser (app/lib/use-app-form.ts).

export const CompanySchema = z.object({
  name: z
    .string({ error: "Please input the company name." })
    .trim()
    .min(1, "Please input the company name.")
    .max(200, "At most 200 characters."),
  description: z
    .string()
    .default("")
    .refine((v) => countWords(v) <= MAX_WORDS, ACCOUNT_MESSAGES.maxWords),
});
/** The primary company has no name field (platform §2). */
export const PrimaryCompanySchema = CompanySchema.omit({ name: true });
