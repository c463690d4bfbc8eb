import { z } from "zod";

/** One row of content/industries/*.csv (see content/industries/README.md). */
export const IndustryRowSchema = z
  .object({
    code: z.string().regex(/^RC-\d{4}-\d{3}$/, "code must look like RC-4511-004"),
    name: z
      .string()
      .trim()
      .min(2, "name is empty")
      .max(80, "name is longer than 80 characters")
      .refine((n) => !/[.,;:]$/.test(n), "name ends with punctuation"),
    anzsic: z.string().regex(/^\d{4}$/, "anzsic must be a 4-digit class"),
    alias_of: z.union([z.literal(""), z.string().regex(/^RC-\d{4}-\d{3}$/, "alias_of must be a code")]),
    uksic: z.union([
      z.literal(""),
      z.string().regex(/^\d{2}\.\d{2}(\/\d)?$/, "uksic must look like 56.10 or 56.10/1"),
    ]),
    naics: z.union([z.literal(""), z.string().regex(/^\d{6}$/, "naics must have 6 digits")]),
    keywords: z
      .string()
      .max(400, "keywords are longer than 400 characters")
      .refine((k) => !k.includes(","), "keywords must be separated by |, not commas"),
  })
  .strict()
  .refine((r) => r.code.slice(3, 7) === r.anzsic, {
    message: "the code's class part differs from anzsic",
    path: ["code"],
  });
export type IndustryRow = z.infer<typeof IndustryRowSchema>;

export const ConcordanceRowSchema = z
  .object({
    anzsic: z.string().regex(/^\d{4}$/, "anzsic must be a 4-digit class"),
    uksic: z.string().regex(/^\d{2}\.\d{2}(\/\d)?$/, "uksic must look like 56.10 or 56.10/1"),
    naics: z.string().regex(/^\d{6}$/, "naics must have 6 digits"),
    note: z.string().max(300),
  })
  .strict();
export type ConcordanceRow = z.infer<typeof ConcordanceRowSchema>;

export type TaxonomyItem = { code: string; title: string; children?: TaxonomyItem[] };
export const TaxonomyItemSchema: z.ZodType<TaxonomyItem> = z.lazy(() =>
  z
    .object({
      code: z.string().min(1).max(12),
      title: z.string().trim().min(1).max(300),
      children: z.array(TaxonomyItemSchema).optional(),
    })
    .strict(),
);

export const TaxonomyFileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    levels: z.array(z.string()).min(1),
    items: z.array(TaxonomyItemSchema).min(1),
  })
  .strict();

export const SynonymRowSchema = z
  .object({
    terms: z
      .string()
      .transform((t) => t.split("|").map((x) => x.trim().toLowerCase()))
      .pipe(z.array(z.string().min(1).max(60)).min(2, "a synonym group needs at least two terms")),
    note: z.string().max(200),
  })
  .strict();

export const TrialFileSchema = z
  .object({
    note: z.string(),
    industries: z
      .array(z.string().regex(/^RC-\d{4}-\d{3}$/))
      .min(1)
      .max(10),
  })
  .strict();
