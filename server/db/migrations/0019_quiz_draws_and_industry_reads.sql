CREATE TABLE "industry_reads" (
	"user_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	"read_on" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "industry_reads_user_id_industry_id_read_on_pk" PRIMARY KEY("user_id","industry_id","read_on")
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "drawn" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "industry_reads" ADD CONSTRAINT "industry_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_reads" ADD CONSTRAINT "industry_reads_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_quiz_idx" ON "quiz_attempts" USING btree ("user_id","quiz_id","time_start");