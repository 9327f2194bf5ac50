CREATE TABLE "word_bank" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"word" varchar(64) NOT NULL,
	"lemma" varchar(64) NOT NULL,
	"book_id" integer NOT NULL,
	"page_index" smallint NOT NULL,
	"word_index" smallint NOT NULL,
	"sentence" varchar(600) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "word_bank" ADD CONSTRAINT "word_bank_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_bank" ADD CONSTRAINT "word_bank_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "word_bank_user_word_idx" ON "word_bank" USING btree ("user_id","word");--> statement-breakpoint
CREATE INDEX "word_bank_user_created_idx" ON "word_bank" USING btree ("user_id","created_at","id");